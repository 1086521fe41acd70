import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_CONVERSATION_BYTES } from "../../db/queries/storage";
import { CONVERSATION_FULL_MESSAGE, OWNER_STORAGE_FULL_MESSAGE, STORAGE_FULL_MESSAGE } from "../../shared/contracts/storage";
import { call, fetchWithVars, ORIGIN, signedInUser } from "./auth-helpers";
import { PNG_1X1 } from "./upload-helpers";
import { createProduct } from "./product-helpers";
import { joinedAs } from "./product-member-helpers";

type Me = Awaited<ReturnType<typeof signedInUser>>;

const stored = async (me: Me) =>
  (await env.DB.prepare("SELECT storage_bytes AS bytes, storage_items AS items FROM users WHERE id = ?")
    .bind(me.user.id)
    .first<{ bytes: number; items: number }>())!;
const conversationCount = async (me: Me) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM conversations WHERE user_id = ?").bind(me.user.id).first<{ n: number }>())!.n;
const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** A call to the Worker deployed with these storage limits. */
function withLimits(limits: { bytes?: number; items?: number }, method: string, path: string, cookie: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetchWithVars(
    { STORAGE_LIMIT_BYTES: limits.bytes?.toString(), STORAGE_LIMIT_ITEMS: limits.items?.toString() },
    new Request(ORIGIN + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

async function expectStorageFull(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: { code: "storage_full", message: STORAGE_FULL_MESSAGE } });
}

describe("storage per account", () => {
  it("lets an editor fill only the share of the owner's storage others may, telling them to ask the owner; the owner saves on", async () => {
    const owner = await signedInUser("storage-member-owner");
    const product = await createProduct(owner);
    const editor = await joinedAs(owner, product.id, "editor", "storage-member");
    // Room for 10,000 more bytes: a 9,000-byte save fits the owner's storage, not the nine tenths others may fill.
    const limits = { bytes: (await stored(owner)).bytes + 10_000 };
    const save = (me: Me) =>
      withLimits(limits, "POST", "/api/conversations", me.cookie, {
        productId: product.id,
        messages: [{ role: "user", content: "x".repeat(9_000) }],
      });
    const before = await stored(owner);
    const refused = await save(editor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "storage_full", message: OWNER_STORAGE_FULL_MESSAGE } });
    expect(await stored(owner)).toEqual(before);
    expect((await save(owner)).status).toBe(201);
  });

  it("counts every saved message and item as it is written and gives it back when deleted", async () => {
    const me = await signedInUser("storage-count");
    const messages = [
      { role: "user", content: "Pricing for a café app" },
      { role: "assistant", content: "Start with a free tier for one shop. ".repeat(20) },
    ];
    const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages } });
    expect(saved.status).toBe(201);
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const expected = 512 + messages.reduce((sum, m) => sum + utf8(m.content) + 64, 0);
    expect(await stored(me)).toEqual({ bytes: expected, items: 1 });

    expect((await call("DELETE", `/api/conversations/${conversation.id}`, { cookie: me.cookie })).status).toBe(204);
    expect(await stored(me)).toEqual({ bytes: 0, items: 0 });
  });

  it("refuses a save past the item or byte limit with 403, and stores nothing of it", async () => {
    const me = await signedInUser("storage-full");
    const save = (content: string, limits: { bytes?: number; items?: number }) =>
      withLimits(limits, "POST", "/api/conversations", me.cookie, { messages: [{ role: "user", content }] });
    expect((await save("First idea", { items: 2 })).status).toBe(201);
    expect((await save("Second idea", { items: 2 })).status).toBe(201);
    const before = await stored(me);
    await expectStorageFull(await save("Third idea", { items: 2 }));
    expect(await conversationCount(me)).toBe(2);
    expect(await stored(me)).toEqual(before);

    // Bytes: the account holds about 1.2 KB; a save that would take it past 3 KB goes nowhere, search included.
    await expectStorageFull(await save(`Zeppelin ${"x".repeat(2_000)}`, { bytes: 3_000 }));
    expect(await conversationCount(me)).toBe(2);
    expect(await stored(me)).toEqual(before);
    const search = (await (await call("GET", "/api/conversations?q=zeppelin", { cookie: me.cookie })).json()) as {
      conversations: unknown[];
    };
    expect(search.conversations).toEqual([]);
    expect((await save("Small", { bytes: 3_000 })).status).toBe(201);
  });

  it("refuses a chat reply, a version or a copy that does not fit, whole", async () => {
    const owner = await signedInUser("storage-copy-owner");
    const visitor = await signedInUser("storage-copy-visitor");
    const saved = await call("POST", "/api/conversations", {
      cookie: owner.cookie,
      body: { messages: [{ role: "user", content: "A long plan ".repeat(300) }] },
    });
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const share = (await (
      await call("POST", `/api/conversations/${conversation.id}/share`, { cookie: owner.cookie, body: {} })
    ).json()) as { shareId: string };

    await expectStorageFull(await withLimits({ bytes: 2_000 }, "POST", `/api/shares/${share.shareId}/copy`, visitor.cookie));
    expect(await conversationCount(visitor)).toBe(0);
    expect(await stored(visitor)).toEqual({ bytes: 0, items: 0 });
    expect((await withLimits({ bytes: 10_000 }, "POST", `/api/shares/${share.shareId}/copy`, visitor.cookie)).status).toBe(201);

    // A result's hand-made version past the limit: refused, the result keeps its one version.
    const result = await call("POST", "/api/conversations", {
      cookie: owner.cookie,
      body: {
        tool: "monetization-strategy",
        messages: [
          { role: "user", content: "Pricing" },
          { role: "assistant", content: "# Plan" },
        ],
      },
    });
    const resultId = ((await result.json()) as { conversation: { id: string } }).conversation.id;
    const ownerBytes = (await stored(owner)).bytes;
    await expectStorageFull(
      await withLimits({ bytes: ownerBytes + 500 }, "POST", `/api/conversations/${resultId}/versions`, owner.cookie, {
        note: "Edited by hand",
        parts: ["# Plan ".repeat(100)],
      }),
    );
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM result_versions WHERE conversation_id = ?")
      .bind(resultId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect((await stored(owner)).bytes).toBe(ownerBytes);
  });

  it("tells a full account before any AI work when a chat reply or refined version would be stored", async () => {
    const me = await signedInUser("storage-ai");
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        messages: [
          { role: "user", content: "Pricing" },
          { role: "assistant", content: "Free tier" },
        ],
      },
    });
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const full = { bytes: (await stored(me)).bytes };
    const used = async () =>
      ((await (await call("GET", "/api/usage", { cookie: me.cookie })).json()) as { quota: { used: number } }).quota.used;
    const before = await used();
    await expectStorageFull(
      await withLimits(full, "POST", "/api/chat/completions", me.cookie, {
        conversationId: conversation.id,
        messages: [{ role: "user", content: "More?" }],
      }),
    );
    const result = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        tool: "monetization-strategy",
        messages: [
          { role: "user", content: "Pricing" },
          { role: "assistant", content: "# Plan" },
        ],
      },
    });
    const resultId = ((await result.json()) as { conversation: { id: string } }).conversation.id;
    await expectStorageFull(
      await withLimits({ bytes: (await stored(me)).bytes }, "POST", "/api/functions/monetization-strategy", me.cookie, {
        productIdea: "A bakery app",
        previous: { strategy: "# Plan" },
        instruction: "Shorter",
        conversationId: resultId,
      }),
    );
    expect(await used()).toBe(before);
  });

  it(
    "holds one saved chat or result to 2 MB: a version past it is refused with 409 and nothing of it is kept",
    { timeout: 60_000 },
    async () => {
      const me = await signedInUser("storage-conversation-size");
      const result = await call("POST", "/api/conversations", {
        cookie: me.cookie,
        body: {
          tool: "monetization-strategy",
          messages: [
            { role: "user", content: "Pricing" },
            { role: "assistant", content: "# Plan" },
          ],
        },
      });
      const resultId = ((await result.json()) as { conversation: { id: string } }).conversation.id;
      // 20 parts of 30,000 characters: about 600 KB a version, under the 1 MB body limit.
      const parts = Array.from({ length: 20 }, (_, i) => `${i} ${"p".repeat(29_990)}`);
      const addVersion = () =>
        call("POST", `/api/conversations/${resultId}/versions`, { cookie: me.cookie, body: { note: "Edited by hand", parts } });
      for (let i = 0; i < 3; i += 1) expect((await addVersion()).status).toBe(201);
      const before = await stored(me);
      const refused = await addVersion();
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: "conflict", message: CONVERSATION_FULL_MESSAGE } });
      expect(await stored(me)).toEqual(before);
      const size = await env.DB.prepare(
        "SELECT stored_bytes AS bytes, (SELECT count(*) FROM result_versions WHERE conversation_id = ?) AS n FROM conversations WHERE id = ?",
      )
        .bind(resultId, resultId)
        .first<{ bytes: number; n: number }>();
      expect(size!.n).toBe(1 + 3);
      expect(size!.bytes).toBeLessThanOrEqual(MAX_CONVERSATION_BYTES);
    },
  );

  it("tells the browser whether a refined version was stored: its number, or why not (and frees its slot)", async () => {
    const me = await signedInUser("storage-refine-outcome");
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        tool: "monetization-strategy",
        messages: [
          { role: "user", content: "Pricing" },
          { role: "assistant", content: "# Plan" },
        ],
      },
    });
    const resultId = ((await saved.json()) as { conversation: { id: string } }).conversation.id;
    const refine = (limits: { bytes?: number }, instruction: string, stream = false) =>
      fetchWithVars(
        { STORAGE_LIMIT_BYTES: limits.bytes?.toString() },
        new Request(`${ORIGIN}/api/functions/monetization-strategy`, {
          method: "POST",
          headers: {
            Origin: ORIGIN,
            Cookie: me.cookie,
            "Content-Type": "application/json",
            ...(stream ? { Accept: "text/event-stream" } : {}),
          },
          body: JSON.stringify({ productIdea: "A bakery app", previous: { strategy: "# Plan" }, instruction, conversationId: resultId }),
        }),
      );
    const first = await refine({}, "Shorter");
    expect(((await first.json()) as { savedVersion: unknown }).savedVersion).toEqual({ number: 2 });

    // Room to start (under the limit), none for the answer: the refine answers, its version is not kept.
    const almostFull = { bytes: (await stored(me)).bytes + 10 };
    const refused = await refine(almostFull, "Cheaper");
    expect(refused.status).toBe(200);
    expect(((await refused.json()) as { savedVersion: unknown }).savedVersion).toEqual({ error: STORAGE_FULL_MESSAGE });
    const streamed = await (await refine(almostFull, "Cheaper still", true)).text();
    const done = streamed.split("\n\n").find((frame) => frame.startsWith("event: done"))!;
    expect(JSON.parse(done.slice(done.indexOf("data: ") + 6)).savedVersion).toEqual({ error: STORAGE_FULL_MESSAGE });
    const count = (table: string) =>
      env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE conversation_id = ?`).bind(resultId).first<number>("n");
    expect(await count("result_versions")).toBe(2);
    expect(await count("version_reservations")).toBe(0);
  });

  it("counts uploaded screens, refuses one that does not fit and gives the bytes back when it is removed", async () => {
    const me = await signedInUser("storage-upload");
    const post = (limits: { bytes?: number }) =>
      fetchWithVars(
        { STORAGE_LIMIT_BYTES: limits.bytes?.toString() },
        new Request(`${ORIGIN}/api/uploads`, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "image/png" },
          body: PNG_1X1,
        }),
      );
    await expectStorageFull(await post({ bytes: PNG_1X1.length - 1 }));
    expect((await stored(me)).bytes).toBe(0);
    const uploaded = await post({ bytes: PNG_1X1.length });
    expect(uploaded.status).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { key: string } };
    expect((await stored(me)).bytes).toBe(PNG_1X1.length);
    expect((await call("DELETE", `/api/uploads/${upload.key}`, { cookie: me.cookie })).status).toBe(204);
    expect((await stored(me)).bytes).toBe(0);
  });
});
