import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationResponseSchema } from "../../shared/contracts/conversations";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import { versionConflictBodySchema } from "../../shared/contracts/versions";
import { EDITED_BY_HAND } from "../../shared/result-versions";
import worker from "../../workers/app";
import { call, ORIGIN } from "./auth-helpers";
import { gatedEnv, gatedProvider } from "./gated-provider";
import { saveItem, savedId, type Me } from "./product-helpers";
import { ITEM_WRITES_PER_HOUR } from "../../workers/api/hourly-bound";
import { errorOf, joinedAs, team } from "./product-member-helpers";

/**
 * Editors work on a product's items (docs/product.md#members-and-roles) and every save names the
 * version it was made on (docs/product.md#version-conflicts): a save on an older base is refused
 * with who saved the newer one, nothing is overwritten, and "keep mine" stores it on top.
 */

type Team = Awaited<ReturnType<typeof team>>;
let t: Team;
beforeAll(async () => {
  t = await team("edits");
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PLAN = "# Plan\n\nCharge a small monthly fee.";

/** A pricing plan the owner saved into the team's product: one version. */
async function savedPlan(owner: Me = t.people.owner, productId: string = t.product.id): Promise<string> {
  return savedId(
    await saveItem(owner, {
      productId,
      tool: "monetization-strategy",
      messages: [
        { role: "user", content: "Pricing for a tool library" },
        { role: "assistant", content: PLAN },
      ],
    }),
  );
}

const handEdit = (me: Me, id: string, text: string, baseVersion?: number) =>
  call("POST", `/api/conversations/${id}/versions`, {
    cookie: me.cookie,
    body: { note: EDITED_BY_HAND, parts: [text], ...(baseVersion === undefined ? {} : { baseVersion }) },
  });

const refineBody = (id: string, instruction: string, baseVersion?: number) => ({
  productIdea: "A tool library",
  previous: { strategy: PLAN },
  instruction,
  conversationId: id,
  ...(baseVersion === undefined ? {} : { baseVersion }),
});

/** The versions as D1 holds them: number, note, who saved them (null: before authors were kept) and the text. */
async function versionRows(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT number, note, author_id AS author, parts FROM result_versions WHERE conversation_id = ? ORDER BY number",
  )
    .bind(id)
    .all<{ number: number; note: string | null; author: string | null; parts: string }>();
  return results.map((row) => ({ ...row, parts: JSON.parse(row.parts) as string[] }));
}

const storageBytes = async (me: Me) =>
  (await env.DB.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = ?").bind(me.user.id).first<number>("bytes")) ?? 0;

const aiRequests = async (me: Me) =>
  (await env.DB.prepare("SELECT coalesce(sum(requests), 0) AS n FROM ai_usage WHERE user_id = ?").bind(me.user.id).first<number>("n")) ?? 0;

async function opened(me: Me, id: string) {
  const response = await call("GET", `/api/conversations/${id}`, { cookie: me.cookie });
  expect(response.status).toBe(200);
  return conversationResponseSchema.parse(await response.json()).conversation;
}

describe("an editor of the product", () => {
  it("saves a hand edit, restores and renames the owner's item: stored as the owner's, each version by who saved it", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    const [ownerBytes, editorBytes] = [await storageBytes(owner), await storageBytes(editor)];

    expect((await handEdit(editor, id, "# Plan\n\nCharge per borrow.", 1)).status).toBe(201);
    const restored = await call("POST", `/api/conversations/${id}/versions`, {
      cookie: editor.cookie,
      body: { note: "Restored from Version 1", baseVersion: 2 },
    });
    expect(restored.status).toBe(201);
    const renamed = await call("PATCH", `/api/conversations/${id}`, { cookie: editor.cookie, body: { title: "Pricing, by the team" } });
    expect(renamed.status).toBe(200);

    expect(await versionRows(id)).toEqual([
      { number: 1, note: null, author: owner.user.id, parts: [PLAN] },
      { number: 2, note: EDITED_BY_HAND, author: editor.user.id, parts: ["# Plan\n\nCharge per borrow."] },
      { number: 3, note: "Restored from Version 1", author: editor.user.id, parts: [PLAN] },
    ]);
    const row = await env.DB.prepare("SELECT user_id, title FROM conversations WHERE id = ?").bind(id).first();
    expect(row).toEqual({ user_id: owner.user.id, title: "Pricing, by the team" });
    // The item is the owner's: its bytes are counted against them, never against the editor.
    expect(await storageBytes(owner)).toBeGreaterThan(ownerBytes);
    expect(await storageBytes(editor)).toBe(editorBytes);

    // Each reader sees who else saved a version.
    const forOwner = await opened(owner, id);
    expect(forOwner.versions.map((version) => version.by)).toEqual([undefined, editor.email, editor.email]);
    const forEditor = await opened(editor, id);
    expect(forEditor.versions.map((version) => version.by)).toEqual([owner.email, undefined, undefined]);
  });

  it("refines the owner's item: the AI request counts against the editor, the version is theirs", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    const [ownerRequests, editorRequests] = [await aiRequests(owner), await aiRequests(editor)];
    const response = await call("POST", "/api/functions/monetization-strategy", {
      cookie: editor.cookie,
      body: refineBody(id, "Cheaper", 1),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { savedVersion: unknown }).savedVersion).toEqual({ number: 2 });
    expect(await aiRequests(editor)).toBe(editorRequests + 1);
    expect(await aiRequests(owner)).toBe(ownerRequests);
    expect((await versionRows(id)).map((row) => [row.number, row.note, row.author])).toEqual([
      [1, null, owner.user.id],
      [2, "Cheaper", editor.user.id],
    ]);
  });

  it("saves a new item into the product: the owner's row, made by the editor, in the owner's History", async () => {
    const { owner, editor } = t.people;
    const id = await savedId(
      await saveItem(editor, {
        productId: t.product.id,
        tool: "monetization-strategy",
        messages: [
          { role: "user", content: "Pricing for lending ladders" },
          { role: "assistant", content: "# Ladders\n\nFree for members." },
        ],
      }),
    );
    const row = await env.DB.prepare("SELECT user_id, created_by, product_id FROM conversations WHERE id = ?").bind(id).first();
    expect(row).toEqual({ user_id: owner.user.id, created_by: editor.user.id, product_id: t.product.id });
    expect((await versionRows(id)).map((version) => version.author)).toEqual([editor.user.id]);
    const history = (await (await call("GET", "/api/conversations", { cookie: owner.cookie })).json()) as {
      conversations: { id: string }[];
    };
    expect(history.conversations.map((item) => item.id)).toContain(id);
    expect((await opened(editor, id)).role).toBe("editor");
  });

  it("is refused on the next request once removed, and a commenter or viewer never may", async () => {
    const { owner } = t.people;
    const id = await savedPlan();
    const leaving = await joinedAs(owner, t.product.id, "editor", "leaving");
    expect((await handEdit(leaving, id, "# Before leaving", 1)).status).toBe(201);
    expect((await call("DELETE", `/api/products/${t.product.id}/members/${leaving.user.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await handEdit(leaving, id, "# After leaving", 2)).status).toBe(404);
    for (const caller of ["commenter", "viewer"] as const) {
      const refused = await errorOf(await handEdit(t.people[caller], id, "# Mine", 2));
      expect(refused).toMatchObject({ status: 403, message: ROLE_MESSAGES.editorOnly });
    }
    expect((await versionRows(id)).map((row) => row.parts[0])).toEqual([PLAN, "# Before leaving"]);
  });
});

describe("two people saving the same result", () => {
  it("tells the second who saved a newer version (409), changes nothing, and keeps theirs as a new version when they say so", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    expect((await handEdit(owner, id, "# Owner's edit", 1)).status).toBe(201);

    const refused = await handEdit(editor, id, "# Editor's edit", 1);
    expect(refused.status).toBe(409);
    const body = versionConflictBodySchema.parse(await refused.json());
    expect(body).toEqual({
      error: { code: "version_conflict", message: `${owner.email} saved a newer version` },
      latest: { number: 2, authorEmail: owner.email },
    });
    expect((await versionRows(id)).map((row) => row.parts[0])).toEqual([PLAN, "# Owner's edit"]);

    // "Keep mine as a new version": the same edit, on the version it was told of.
    expect((await handEdit(editor, id, "# Editor's edit", body.latest.number)).status).toBe(201);
    expect((await versionRows(id)).map((row) => [row.number, row.parts[0], row.author])).toEqual([
      [1, PLAN, owner.user.id],
      [2, "# Owner's edit", owner.user.id],
      [3, "# Editor's edit", editor.user.id],
    ]);
  });

  it("the owner is told too when an editor saved first, and so is a second tab of the same person", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    expect((await handEdit(editor, id, "# Editor first", 1)).status).toBe(201);
    expect(await errorOf(await handEdit(owner, id, "# Owner second", 1))).toMatchObject({
      status: 409,
      code: "version_conflict",
      message: `${editor.email} saved a newer version`,
    });
    expect((await handEdit(owner, id, "# Owner, tab one", 2)).status).toBe(201);
    expect(await errorOf(await handEdit(owner, id, "# Owner, tab two", 2))).toMatchObject({
      status: 409,
      message: `${owner.email} saved a newer version`,
    });
  });

  it("stores exactly one of parallel saves on one base; the others are told who won", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    const savers = [owner, editor, owner, editor];
    const responses = await Promise.all(savers.map((me, index) => handEdit(me, id, `# Edit ${index}`, 1)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(savers.length - 1);
    const rows = await versionRows(id);
    expect(rows).toHaveLength(2);
    const winner = savers[statuses.indexOf(201)]!;
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(versionConflictBodySchema.parse(await response.json()).latest).toEqual({ number: 2, authorEmail: winner.email });
    }
  });

  it("refuses a refine on an older base before any AI work, free of charge", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    expect((await handEdit(owner, id, "# Owner's edit", 1)).status).toBe(201);
    const before = await aiRequests(editor);
    const response = await call("POST", "/api/functions/monetization-strategy", {
      cookie: editor.cookie,
      body: refineBody(id, "Cheaper", 1),
    });
    expect(await errorOf(response)).toMatchObject({
      status: 409,
      code: "version_conflict",
      message: `${owner.email} saved a newer version`,
    });
    expect(await aiRequests(editor)).toBe(before);
    const slots = await env.DB.prepare("SELECT count(*) AS n FROM version_reservations WHERE conversation_id = ?")
      .bind(id)
      .first<number>("n");
    expect(slots).toBe(0);
    expect(await versionRows(id)).toHaveLength(2);
  });

  it("keeps a refine whose base someone saved past while the model answered, after theirs, and says who", async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    const provider = gatedProvider(["# Plan\n\n", "Cheaper: ", "pay per borrow."]);
    const ctx = createExecutionContext();
    const refining = worker.fetch(
      new Request(`${ORIGIN}/api/functions/monetization-strategy`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: editor.cookie, "Content-Type": "application/json" },
        body: JSON.stringify(refineBody(id, "Cheaper", 1)),
      }),
      gatedEnv as unknown as Env,
      ctx,
    );
    await provider.started;
    // The owner saves while the model is still answering the editor.
    expect((await handEdit(owner, id, "# Owner, meanwhile", 1)).status).toBe(201);
    provider.open();
    const response = await refining;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { savedVersion: unknown }).savedVersion).toEqual({ number: 3, newerBy: owner.email });
    await waitOnExecutionContext(ctx);
    expect((await versionRows(id)).map((row) => [row.number, row.note, row.author])).toEqual([
      [1, null, owner.user.id],
      [2, EDITED_BY_HAND, owner.user.id],
      [3, "Cheaper", editor.user.id],
    ]);
  });
});

describe("the bound on changes everyone in a product hears of", () => {
  it(`refuses a person's renames, hand edits and product edits past ${ITEM_WRITES_PER_HOUR} an hour, and only theirs`, async () => {
    const { owner, editor } = t.people;
    const id = await savedPlan();
    const rename = (me: Me, title: string) => call("PATCH", `/api/conversations/${id}`, { cookie: me.cookie, body: { title } });
    expect((await rename(editor, "Pricing 1")).status).toBe(200);
    // The hour's count one below the bound, as if that many changes had been made.
    await env.DB.prepare("UPDATE sign_in_throttle SET failures = ?, blocked_until = ? WHERE key = ?")
      .bind(ITEM_WRITES_PER_HOUR - 1, Date.now() + 60 * 60 * 1000, `items:${editor.user.id}`)
      .run();
    expect((await rename(editor, "Pricing 2")).status).toBe(200);
    const refused = await rename(editor, "Pricing 3");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await handEdit(editor, id, "# Plan\n\nFree for neighbours.")).status).toBe(429);
    const brief = await call("PATCH", `/api/products/${t.product.id}`, { cookie: editor.cookie, body: { name: "Tool Library 2" } });
    expect(brief.status).toBe(429);
    // The owner's own bound is untouched.
    expect((await rename(owner, "Pricing by the owner")).status).toBe(200);
  });
});
