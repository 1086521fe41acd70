import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { D1_MAX_BOUND_PARAMETERS, deleteLastReplyRow, insertMessageRows } from "../../db/queries/message-rows";

// Only builds SQL: the statements are never sent, so no database is needed.
const db = createDb({} as D1Database);
const messages = (count: number) => Array.from({ length: count }, (_, i) => ({ role: "user" as const, content: `message-${i}` }));

describe("the statements that store messages", () => {
  it("never bind more parameters than D1 accepts, however many messages one save holds", () => {
    for (const count of [1, 20, 21, 24, 25, 200]) {
      const statements = insertMessageRows(db, "user", "conversation", messages(count), 0).map((s) => s.toSQL());
      for (const { params } of statements) expect(params.length).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
      const rows = statements.flatMap(({ params }) => params.filter((p) => typeof p === "string" && p.startsWith("message-")));
      expect(rows, `${count} messages`).toEqual(messages(count).map((m) => m.content));
    }
  });

  it("scope every write to the owner's conversation in the statement itself", () => {
    for (const { sql, params } of [
      insertMessageRows(db, "u-1", "c-1", messages(1), 0)[0]!.toSQL(),
      deleteLastReplyRow(db, "u-1", "c-1").toSQL(),
    ]) {
      expect(sql).toMatch(/"conversations"."user_id" = \?/);
      expect(params).toContain("u-1");
    }
  });
});
