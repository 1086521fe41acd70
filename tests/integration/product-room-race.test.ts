import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROOM_ACCESS_ENDED_CLOSE_CODE, ROOM_ROLE_CHANGED_CLOSE_CODE } from "../../shared/realtime-close-codes";
import { call, signedInUser } from "./auth-helpers";
import { createProduct } from "./product-helpers";
import { joinedAs } from "./product-member-helpers";
import { openRoom } from "./room-helpers";
import { until as untilWithin } from "./wait";

// Generous: a busy 2-core machine may be slow, and nothing here is about speed.
const until = (check: () => boolean | Promise<boolean>) => untilWithin(check, 10_000);

/**
 * Runs `meanwhile` once, right after the next statement whose SQL matches `pattern` has been
 * answered (through the database or a Sessions API session of it, as the Worker reads): the moment
 * between a route's read and what it does next, where another request may land. Stops watching
 * before `meanwhile` runs, so that request reads D1 as usual.
 */
function afterNextRead(d1: D1Database, pattern: RegExp, meanwhile: () => Promise<void>) {
  const { prepare, withSession } = d1;
  let armed = true;
  const watch = (target: { prepare(query: string): D1PreparedStatement }) => {
    const own = target.prepare.bind(target);
    target.prepare = (query: string) => {
      const statement = own(query);
      if (!armed || !pattern.test(query)) return statement;
      armed = false;
      d1.prepare = prepare;
      d1.withSession = withSession;
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values);
        for (const name of ["all", "raw", "first", "run"] as const) {
          const original = (bound[name] as (...args: unknown[]) => Promise<unknown>).bind(bound);
          (bound as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
            const answer = await original(...args);
            await meanwhile();
            return answer;
          };
        }
        return bound;
      };
      return statement;
    };
  };
  watch(d1);
  d1.withSession = (constraintOrBookmark?: string) => {
    const session = withSession.call(d1, constraintOrBookmark);
    if (armed) watch(session);
    return session;
  };
}

describe("a member removed while their socket to the room is being opened", () => {
  it("does not stay in the room: the socket closes with 4404 and nobody sees them present", async () => {
    const owner = await signedInUser("room-race");
    const product = await createProduct(owner);
    const member = await joinedAs(owner, product.id, "viewer", "room-race");
    // The route has read the member's role in D1; before it hands the socket to the room, the owner removes them.
    let removed = false;
    afterNextRead(env.DB, /"own"\."role"|own\."role"/, async () => {
      removed = true;
      const removal = await call("DELETE", `/api/products/${product.id}/members/${member.user.id}`, { cookie: owner.cookie });
      expect(removal.status).toBe(204);
    });
    const tab = await openRoom(product.id, member.cookie);
    expect(removed).toBe(true);
    await until(() => tab.close !== null);
    expect(tab.close?.code).toBe(ROOM_ACCESS_ENDED_CLOSE_CODE);
    await until(async () => (await env.PRODUCT_ROOM.getByName(product.id).presence()).length === 0);
  });
});

describe("a member whose role changes while their socket to the room is being opened", () => {
  it("is told as the change would tell them: the socket closes with 4409, so the page re-reads its role", async () => {
    const owner = await signedInUser("room-race-role");
    const product = await createProduct(owner);
    const member = await joinedAs(owner, product.id, "viewer", "room-race-role");
    let changed = false;
    afterNextRead(env.DB, /"own"\."role"|own\."role"/, async () => {
      changed = true;
      const change = await call("PATCH", `/api/products/${product.id}/members/${member.user.id}`, {
        cookie: owner.cookie,
        body: { role: "editor" },
      });
      expect(change.status).toBe(200);
    });
    const tab = await openRoom(product.id, member.cookie);
    expect(changed).toBe(true);
    await until(() => tab.close !== null);
    expect(tab.close?.code).toBe(ROOM_ROLE_CHANGED_CLOSE_CODE);
  });
});
