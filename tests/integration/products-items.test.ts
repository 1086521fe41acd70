import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { conversationResponseSchema } from "../../shared/contracts/conversations";
import { productDetailResponseSchema } from "../../shared/contracts/products";
import { call, signedInUser } from "./auth-helpers";
import { afterLastWrite, createProduct, listen, openProduct, productSnapshot, saveItem, savedId } from "./product-helpers";
import { until } from "./wait";

const chat = [
  { role: "user", content: "Who would pay for a tool library?" },
  { role: "assistant", content: "Renters first." },
  { role: "user", content: "And how much?" },
  { role: "assistant", content: "Five a month." },
];
const plan = [
  { role: "user", content: "Startup idea: tool library" },
  { role: "assistant", content: "# Plan v1" },
];

const countOf = async (sql: string, ...binds: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;

describe("saved items in a product", () => {
  it("saves chats and tool results into a product; the timeline shows each one's latest answer, newest first", async () => {
    const me = await signedInUser("product-timeline");
    const product = await createProduct(me);
    const chatId = await savedId(await saveItem(me, { productId: product.id, messages: chat }));
    await afterLastWrite();
    const resultId = await savedId(
      await saveItem(me, {
        productId: product.id,
        tool: "generate-visual-flow",
        messages: [...plan, { role: "assistant", content: "## Use case 2" }],
      }),
    );
    await afterLastWrite();
    const refined = await call("POST", `/api/conversations/${resultId}/versions`, {
      cookie: me.cookie,
      body: { note: "Edited by hand", parts: ["# Flow v2", "## Use case 2, v2"] },
    });
    expect(refined.status).toBe(201);
    // Saved outside the product: not in its timeline.
    await savedId(await saveItem(me, { messages: [{ role: "user", content: "unrelated" }] }));

    const detail = productDetailResponseSchema.parse(await openProduct(me, product.id));
    expect(detail.product.items).toBe(2);
    expect(detail.items.map((item) => [item.id, item.tool, item.productId, item.latest, item.versions])).toEqual([
      [resultId, "generate-visual-flow", product.id, "# Flow v2\n\n## Use case 2, v2", 2],
      [chatId, null, product.id, "Five a month.", 1],
    ]);
    // Each item says when it was first saved, so an export can list the work in the order it happened:
    // the chat came first, though the refined result is the newest activity.
    const [result, first] = detail.items;
    expect(first!.createdAt).toBeLessThan(result!.createdAt);
    expect(result!.createdAt).toBeLessThan(result!.updatedAt);
  });

  it("shows a chat that ends with a question by its last reply, and a result's only version", async () => {
    const me = await signedInUser("product-timeline-edges");
    const product = await createProduct(me);
    await savedId(await saveItem(me, { productId: product.id, messages: [...chat, { role: "user", content: "Unanswered?" }] }));
    await afterLastWrite();
    await savedId(await saveItem(me, { productId: product.id, tool: "build-startup", messages: plan }));
    const { items } = await openProduct(me, product.id);
    expect(items.map((item) => [item.latest, item.versions])).toEqual([
      ["# Plan v1", 1],
      ["Five a month.", 1],
    ]);
  });

  it("caps the timeline at 500 items in one batch, whatever the number of items", async () => {
    const me = await signedInUser("product-timeline-cap");
    const product = await createProduct(me);
    const now = Date.now();
    const statements = [];
    for (let i = 0; i < 505; i++) {
      const id = `tl-${me.user.id}-${String(i).padStart(3, "0")}`;
      statements.push(
        env.DB.prepare(
          "INSERT INTO conversations (id, user_id, title, tool, product_id, created_at, updated_at) VALUES (?, ?, ?, 'build-startup', ?, ?, ?)",
        ).bind(id, me.user.id, `Item ${i}`, product.id, now, now + i),
        env.DB.prepare("INSERT INTO messages (id, conversation_id, role, content, seq) VALUES (?, ?, 'user', 'brief', 1)").bind(
          `${id}-q`,
          id,
        ),
        env.DB.prepare("INSERT INTO result_versions (id, conversation_id, number, parts, created_at) VALUES (?, ?, 1, ?, ?)").bind(
          `${id}-v`,
          id,
          JSON.stringify([`Answer ${i}`]),
          now,
        ),
      );
    }
    await env.DB.batch(statements);
    const first = await openProduct(me, product.id);
    expect(first.product.items).toBe(505);
    // A page at a time, never the whole timeline: 20 by default, at most 50.
    expect(first.items).toHaveLength(20);
    expect(first.nextOffset).toBe(20);
    const items = [];
    for (let offset: number | null = 0; offset !== null;) {
      const response = await call("GET", `/api/products/${product.id}?offset=${offset}&limit=50`, { cookie: me.cookie });
      const page = productDetailResponseSchema.parse(await response.json());
      expect(page.items.length).toBeLessThanOrEqual(50);
      items.push(...page.items);
      offset = page.nextOffset;
    }
    expect(items).toHaveLength(500);
    expect(items[0]).toMatchObject({ title: "Item 504", latest: "Answer 504" });
    expect(items.at(-1)).toMatchObject({ title: "Item 5", latest: "Answer 5" });
    const tooMany = await call("GET", `/api/products/${product.id}?limit=51`, { cookie: me.cookie });
    expect(tooMany.status).toBe(400);
  });

  it("summaries say which product an item is in: save, list, open", async () => {
    const me = await signedInUser("product-summaries");
    const product = await createProduct(me);
    const saved = await saveItem(me, { productId: product.id, messages: chat });
    expect(saved.status).toBe(201);
    const { conversation } = (await saved.json()) as { conversation: { id: string; productId: string | null } };
    expect(conversation.productId).toBe(product.id);
    const loose = await savedId(await saveItem(me, { messages: chat }));
    const list = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as {
      conversations: { id: string; productId: string | null }[];
    };
    expect(list.conversations.map((c) => [c.id, c.productId])).toEqual([
      [loose, null],
      [conversation.id, product.id],
    ]);
    const opened = conversationResponseSchema.parse(
      await (await call("GET", `/api/conversations/${conversation.id}`, { cookie: me.cookie })).json(),
    );
    expect(opened.conversation.productId).toBe(product.id);
  });

  it("refuses to save into another user's product or an unknown one with the same 404, and saves nothing", async () => {
    const owner = await signedInUser("product-save-owner");
    const intruder = await signedInUser("product-save-intruder");
    const product = await createProduct(owner);
    const before = await productSnapshot(product.id);
    for (const productId of [product.id, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) {
      const response = await saveItem(intruder, { productId, tool: "build-startup", messages: plan });
      expect(response.status, productId).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Product not found." } });
    }
    expect(await countOf("SELECT count(*) AS n FROM conversations WHERE user_id = ?", intruder.user.id)).toBe(0);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.user_id = ?",
        intruder.user.id,
      ),
    ).toBe(0);
    expect(await productSnapshot(product.id)).toEqual(before);
  });

  it("moves an item into a product and out again; renaming and moving keep its place in History", async () => {
    const me = await signedInUser("product-move");
    const product = await createProduct(me);
    const id = await savedId(await saveItem(me, { messages: chat }));
    const updatedAt = async () =>
      (await env.DB.prepare("SELECT updated_at FROM conversations WHERE id = ?").bind(id).first<{ updated_at: number }>())?.updated_at;
    const placed = await updatedAt();

    const moved = await call("PATCH", `/api/conversations/${id}`, {
      cookie: me.cookie,
      body: { productId: product.id, title: "Pricing chat" },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { conversation: unknown }).conversation).toMatchObject({
      id,
      title: "Pricing chat",
      productId: product.id,
    });
    expect((await openProduct(me, product.id)).items.map((item) => item.id)).toEqual([id]);
    expect(await updatedAt()).toBe(placed);

    const out = await call("PATCH", `/api/conversations/${id}`, { cookie: me.cookie, body: { productId: null } });
    expect(((await out.json()) as { conversation: unknown }).conversation).toMatchObject({ id, title: "Pricing chat", productId: null });
    expect((await openProduct(me, product.id)).items).toEqual([]);

    const nothing = await call("PATCH", `/api/conversations/${id}`, { cookie: me.cookie, body: {} });
    expect(nothing.status).toBe(400);
  });

  it("refuses to move an item into another user's product with the 404 of an unknown product, changing nothing", async () => {
    const me = await signedInUser("product-move-mine");
    const other = await signedInUser("product-move-other");
    const theirs = await createProduct(other);
    const mine = await createProduct(me);
    const id = await savedId(await saveItem(me, { productId: mine.id, messages: chat }));
    const before = [await productSnapshot(theirs.id), await productSnapshot(mine.id)];
    for (const productId of [theirs.id, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) {
      const response = await call("PATCH", `/api/conversations/${id}`, {
        cookie: me.cookie,
        body: { productId, title: "Should not stick" },
      });
      expect(response.status, productId).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Product not found." } });
    }
    expect([await productSnapshot(theirs.id), await productSnapshot(mine.id)]).toEqual(before);
    expect((await env.DB.prepare("SELECT title FROM conversations WHERE id = ?").bind(id).first<{ title: string }>())?.title).toBe(
      chat[0]!.content,
    );
  });

  it("deleting a product with items=keep leaves its items in History with no product", async () => {
    const me = await signedInUser("product-delete-keep");
    const product = await createProduct(me);
    const ids = [
      await savedId(await saveItem(me, { productId: product.id, messages: chat })),
      await savedId(await saveItem(me, { productId: product.id, tool: "build-startup", messages: plan })),
    ];
    const response = await call("DELETE", `/api/products/${product.id}?items=keep`, { cookie: me.cookie });
    expect(response.status).toBe(204);
    expect((await call("GET", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(404);
    for (const id of ids) {
      const opened = conversationResponseSchema.parse(await (await call("GET", `/api/conversations/${id}`, { cookie: me.cookie })).json());
      expect(opened.conversation.productId).toBeNull();
      expect(opened.conversation.messages.length).toBeGreaterThan(0);
    }
  });

  it("deleting a product with items=delete deletes its items too, and only them", async () => {
    const me = await signedInUser("product-delete-items");
    const product = await createProduct(me);
    const inside = await savedId(await saveItem(me, { productId: product.id, messages: chat }));
    const outside = await savedId(await saveItem(me, { messages: chat }));
    expect((await call("DELETE", `/api/products/${product.id}?items=delete`, { cookie: me.cookie })).status).toBe(204);
    expect((await call("GET", `/api/conversations/${inside}`, { cookie: me.cookie })).status).toBe(404);
    expect(await countOf("SELECT count(*) AS n FROM messages WHERE conversation_id = ?", inside)).toBe(0);
    expect((await call("GET", `/api/conversations/${outside}`, { cookie: me.cookie })).status).toBe(200);
    // The search index lost the deleted item's words too.
    const found = (await (await call("GET", "/api/conversations?q=renters", { cookie: me.cookie })).json()) as {
      conversations: { id: string }[];
    };
    expect(found.conversations.map((c) => c.id)).toEqual([outside]);
  });

  it("a copy of a shared conversation lands in no product", async () => {
    const owner = await signedInUser("product-share-owner");
    const visitor = await signedInUser("product-share-visitor");
    const product = await createProduct(owner);
    const id = await savedId(await saveItem(owner, { productId: product.id, tool: "build-startup", messages: plan }));
    const { shareId } = (await (await call("POST", `/api/conversations/${id}/share`, { cookie: owner.cookie })).json()) as {
      shareId: string;
    };
    const copied = await call("POST", `/api/shares/${shareId}/copy`, { cookie: visitor.cookie });
    expect(copied.status).toBe(201);
    const { conversation } = (await copied.json()) as { conversation: { id: string; productId: string | null } };
    expect(conversation.productId).toBeNull();
    expect(
      (await env.DB.prepare("SELECT product_id FROM conversations WHERE id = ?").bind(conversation.id).first())?.product_id,
    ).toBeNull();
  });
});

describe("product changes reach every open tab of the user, and only theirs", () => {
  it("created, renamed, item saved and moved, deleted", async () => {
    const me = await signedInUser("product-realtime");
    const stranger = await signedInUser("product-realtime-stranger");
    const tabA = await listen(me.cookie);
    const tabB = await listen(me.cookie);
    const theirs = await listen(stranger.cookie);

    const product = await createProduct(me);
    await until(() => tabB.some((e) => e.type === "product.created"));
    expect(tabB.find((e) => e.type === "product.created")).toEqual({
      type: "product.created",
      product: { id: product.id, name: product.name, updatedAt: product.updatedAt },
    });

    await call("PATCH", `/api/products/${product.id}`, { cookie: me.cookie, body: { name: "Shed Share" } });
    await until(() => tabB.some((e) => e.type === "product.updated" && e.product.name === "Shed Share"));

    const id = await savedId(await saveItem(me, { productId: product.id, messages: chat }));
    await until(() =>
      tabB.some((e) => e.type === "conversation.inserted" && e.conversation.id === id && e.conversation.productId === product.id),
    );
    await until(() => tabB.filter((e) => e.type === "product.updated").length === 2);

    await call("PATCH", `/api/conversations/${id}`, { cookie: me.cookie, body: { productId: null } });
    await until(() => tabB.some((e) => e.type === "conversation.updated" && e.conversation.id === id && e.conversation.productId === null));

    await call("PATCH", `/api/conversations/${id}`, { cookie: me.cookie, body: { productId: product.id } });
    await until(() =>
      tabB.some((e) => e.type === "conversation.updated" && e.conversation.id === id && e.conversation.productId === product.id),
    );

    expect((await call("DELETE", `/api/products/${product.id}`, { cookie: me.cookie })).status).toBe(204);
    await until(() => tabB.some((e) => e.type === "product.deleted" && e.productId === product.id));
    // Kept by default: the item is announced as in no product.
    await until(
      () =>
        tabB.filter((e) => e.type === "conversation.updated" && e.conversation.id === id && e.conversation.productId === null).length === 2,
    );

    await until(() => tabA.length === tabB.length);
    expect(tabA).toEqual(tabB);
    expect(theirs).toEqual([]);
  });

  it("deleting a product with its items announces each item deleted", async () => {
    const me = await signedInUser("product-realtime-delete");
    const product = await createProduct(me);
    const id = await savedId(await saveItem(me, { productId: product.id, messages: chat }));
    const tab = await listen(me.cookie);
    expect((await call("DELETE", `/api/products/${product.id}?items=delete`, { cookie: me.cookie })).status).toBe(204);
    await until(() => tab.length === 2);
    expect(tab).toEqual(
      expect.arrayContaining([
        { type: "product.deleted", productId: product.id },
        { type: "conversation.deleted", conversationId: id },
      ]),
    );
  });
});
