import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../../tools/contracts";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { validTool } from "./fuzz-routes";
import { productSnapshot } from "./product-helpers";

type Me = Awaited<ReturnType<typeof signedInUser>>;

async function save(me: Me, body: unknown): Promise<string> {
  const response = await call("POST", "/api/conversations", { cookie: me.cookie, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

/** What the owner's row looks like in D1, to prove a refused request changed nothing. */
async function snapshot(id: string) {
  const row = await env.DB.prepare("SELECT title, share_id, updated_at FROM conversations WHERE id = ?").bind(id).first();
  const messages = await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?").bind(id).first<{ n: number }>();
  return { row, messages: messages?.n };
}

const chatBody = (conversationId: string, extra: Record<string, unknown> = {}) => ({
  conversationId,
  messages: [{ role: "user", content: "show me" }],
  ...extra,
});

/** Every route that takes an id, as [label, method, path, body]. */
function idRoutes(id: string): [string, string, string, unknown][] {
  return [
    ["open", "GET", `/api/conversations/${id}`, undefined],
    ["delete", "DELETE", `/api/conversations/${id}`, undefined],
    ["share", "POST", `/api/conversations/${id}/share`, undefined],
    ["unshare", "DELETE", `/api/conversations/${id}/share`, undefined],
    ["rename", "PATCH", `/api/conversations/${id}`, { title: "Renamed by someone else" }],
    ["continue in chat", "POST", "/api/chat/completions", chatBody(id)],
    ["regenerate in chat", "POST", "/api/chat/completions", chatBody(id, { replaceLastReply: true })],
    ["edit last message in chat", "POST", "/api/chat/completions", chatBody(id, { editLast: true })],
    // A conversation id is not a share id: copying by it is the same 404 as an unknown link.
    ["copy into my account", "POST", `/api/shares/${id}/copy`, undefined],
    // Versions of a saved result (docs/product.md#versions): refined, edited by hand, restored.
    ["refine into a saved result", "POST", "/api/functions/build-startup", refineBody(id)],
    [
      "refine into a saved result, streamed",
      "POST",
      "/api/functions/monetization-strategy",
      { productIdea: "x", previous: { strategy: "# Plan" }, instruction: "shorter", conversationId: id },
    ],
    ["add an edited version", "POST", `/api/conversations/${id}/versions`, { note: "Edited by hand", parts: ["# Someone else's plan"] }],
    ["restore a version", "POST", `/api/conversations/${id}/versions`, { note: "Restored from Version 1", parts: ["# Plan"] }],
  ];
}

const refineBody = (conversationId: string) => ({
  startupIdea: "x",
  previous: { strategy: "# Plan" },
  instruction: "Add a referral step",
  conversationId,
});

let owner: Me;
let intruder: Me;
let chatId: string;
let toolResultId: string;
beforeAll(async () => {
  owner = await signedInUser("matrix-owner");
  intruder = await signedInUser("matrix-intruder");
  chatId = await save(owner, {
    messages: [
      { role: "user", content: "owner's secret chat" },
      { role: "assistant", content: "ok" },
    ],
  });
  // A saved tool result is a conversation with its tool's name.
  toolResultId = await save(owner, {
    tool: "build-startup",
    messages: [
      { role: "user", content: "owner's idea" },
      { role: "assistant", content: "# Plan" },
    ],
  });
  expect((await call("POST", `/api/conversations/${toolResultId}/share`, { cookie: owner.cookie })).status).toBe(200);
});
// The owner's product with one saved item in it, and an item of the intruder's own to move.
let productId: string;
let intruderChatId: string;
beforeAll(async () => {
  const created = await call("POST", "/api/products", {
    cookie: owner.cookie,
    body: { name: "Owner's product", idea: "owner's secret idea", personas: [{ name: "Maya" }] },
  });
  expect(created.status).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
  await save(owner, {
    productId,
    messages: [
      { role: "user", content: "owner's product chat" },
      { role: "assistant", content: "ok" },
    ],
  });
  // A tool result, so B's own item stays out of the "B's search finds nothing of A's" queries above.
  intruderChatId = await save(intruder, {
    tool: "ux-feedback",
    messages: [
      { role: "user", content: "intruder's own result" },
      { role: "assistant", content: "# Notes" },
    ],
  });
});
// The tool result's live share link, for the cross-site "copy into my account" row below.
let toolShareId: string;
beforeAll(async () => {
  const row = await env.DB.prepare("SELECT share_id FROM conversations WHERE id = ?").bind(toolResultId).first<{ share_id: string }>();
  toolShareId = row!.share_id;
});

describe("user B gets 404 for user A's data, on every route that takes an id", () => {
  for (const kind of ["quick chat", "saved tool result"] as const) {
    for (const auth of ["cookie", "bearer"] as const) {
      it(`${kind}, ${auth} session`, async () => {
        const id = kind === "quick chat" ? chatId : toolResultId;
        const before = await snapshot(id);
        for (const [label, method, path, body] of idRoutes(id)) {
          const credentials = auth === "cookie" ? { cookie: intruder.cookie } : { bearer: intruder.token };
          const response = await call(method, path, { ...credentials, body });
          expect(response.status, label).toBe(404);
          expect(await response.json(), label).toEqual({ error: { code: "not_found", message: "Conversation not found." } });
        }
        expect(await snapshot(id)).toEqual(before);
        // The same answer as for an id that never existed: nothing tells B that A's id is real.
        const unknown = await call("GET", "/api/conversations/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", { cookie: intruder.cookie });
        expect(unknown.status).toBe(404);
      });
    }
  }

  it("B's list never contains A's conversations", async () => {
    const list = (await (await call("GET", "/api/conversations", { cookie: intruder.cookie })).json()) as {
      conversations: { id: string }[];
    };
    expect(list.conversations.map((c) => c.id)).not.toContain(chatId);
    expect(list.conversations.map((c) => c.id)).not.toContain(toolResultId);
  });

  it("B's search never returns A's conversations, by any word of theirs", async () => {
    for (const query of ["q=owner", "q=secret", "q=plan&kind=build-startup", "kind=chat"]) {
      const found = (await (await call("GET", `/api/conversations?${query}`, { cookie: intruder.cookie })).json()) as {
        conversations: { id: string }[];
      };
      expect(found.conversations, query).toEqual([]);
    }
  });

  it("A still reaches everything B was refused", async () => {
    expect((await call("GET", `/api/conversations/${chatId}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await call("GET", `/api/conversations/${toolResultId}`, { cookie: owner.cookie })).status).toBe(200);
  });
});

/** Every route that takes a product id, in the path or as `productId`, as [label, method, path, body]. */
function productRoutes(id: string): [string, string, string, unknown][] {
  return [
    ["open a product", "GET", `/api/products/${id}`, undefined],
    ["edit a product", "PATCH", `/api/products/${id}`, { name: "Renamed by someone else", personas: [] }],
    ["delete a product, keeping its items", "DELETE", `/api/products/${id}?items=keep`, undefined],
    ["delete a product with its items", "DELETE", `/api/products/${id}?items=delete`, undefined],
    ["save into a product", "POST", "/api/conversations", { productId: id, messages: [{ role: "user", content: "planted" }] }],
    ["move an item into a product", "PATCH", `/api/conversations/${intruderChatId}`, { productId: id }],
    ["chat in a product", "POST", "/api/chat/completions", { messages: [{ role: "user", content: "tell me the brief" }], productId: id }],
    ...TOOL_NAMES.map((name): [string, string, string, unknown] => [
      `${name} in a product`,
      "POST",
      `/api/functions/${name}`,
      { ...(validTool[name] as object), productId: id },
    ]),
  ];
}

/** What the intruder has: their conversations (with product ids) and AI requests spent. */
async function intruderState() {
  const rows = await env.DB.prepare("SELECT id, title, product_id, updated_at FROM conversations WHERE user_id = ? ORDER BY id")
    .bind(intruder.user.id)
    .all();
  const usage = await env.DB.prepare("SELECT coalesce(sum(requests), 0) AS n FROM ai_usage WHERE user_id = ?")
    .bind(intruder.user.id)
    .first<{ n: number }>();
  return { conversations: rows.results, requests: usage?.n };
}

describe("user B gets the same 404 for user A's product as for an unknown one, everywhere, and changes nothing", () => {
  for (const which of ["A's product", "an unknown product"] as const) {
    for (const auth of ["cookie", "bearer"] as const) {
      it(`${which}, ${auth} session`, async () => {
        const id = which === "A's product" ? productId : "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        const before = { product: await productSnapshot(productId), intruder: await intruderState() };
        for (const [label, method, path, body] of productRoutes(id)) {
          const credentials = auth === "cookie" ? { cookie: intruder.cookie } : { bearer: intruder.token };
          const response = await call(method, path, { ...credentials, body });
          expect(response.status, label).toBe(404);
          expect(await response.json(), label).toEqual({ error: { code: "not_found", message: "Product not found." } });
        }
        // A's product and items as they were; B saved, moved and spent nothing.
        expect({ product: await productSnapshot(productId), intruder: await intruderState() }).toEqual(before);
      });
    }
  }

  it("B's product list never contains A's products", async () => {
    const list = (await (await call("GET", "/api/products", { cookie: intruder.cookie })).json()) as { products: { id: string }[] };
    expect(list.products).toEqual([]);
  });

  it("A still reaches the product B was refused, with its item", async () => {
    const response = await call("GET", `/api/products/${productId}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(1);
  });
});

const CROSS_SITE_HEADERS: [string, Record<string, string>][] = [
  ["another origin", { Origin: "https://evil.example" }],
  ["an opaque origin", { Origin: "null" }],
  ["a sibling subdomain", { Origin: "http://evil.app.test" }],
  ["another port", { Origin: "http://app.test:8080" }],
  ["Sec-Fetch-Site: cross-site, no Origin", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site, no Origin", { "Sec-Fetch-Site": "same-site" }],
  ["no Origin and no Sec-Fetch-Site (the cookie alone)", {}],
];

/** A request with exactly these headers (no default same-origin Origin), riding the cookie. */
function forged(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const all: Record<string, string> = { Cookie: owner.cookie, ...headers };
  if (body !== undefined) all["Content-Type"] = "application/json";
  return exports.default.fetch(
    new Request(ORIGIN + path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

/** Calls that change state, riding the owner's cookie as a forged cross-site form or fetch would. */
function stateChanges(id: string): [string, string, string, unknown][] {
  return [
    ["save", "POST", "/api/conversations", { messages: [{ role: "user", content: "forged" }] }],
    ["delete", "DELETE", `/api/conversations/${id}`, undefined],
    ["share", "POST", `/api/conversations/${id}/share`, undefined],
    ["unshare", "DELETE", `/api/conversations/${toolResultId}/share`, undefined],
    ["rename", "PATCH", `/api/conversations/${id}`, { title: "forged" }],
    ["chat", "POST", "/api/chat/completions", chatBody(id)],
    ["tool", "POST", "/api/functions/build-startup", { startupIdea: "forged" }],
    ["refine into a saved result", "POST", "/api/functions/build-startup", refineBody(toolResultId)],
    ["add a version", "POST", `/api/conversations/${toolResultId}/versions`, { note: "Edited by hand", parts: ["forged"] }],
    [
      "ask a persona",
      "POST",
      "/api/functions/ask-persona",
      { persona: { name: "M", description: "d" }, task: "t", question: "q", result: {} },
    ],
    ["copy a shared conversation", "POST", `/api/shares/${toolShareId}/copy`, undefined],
    ["create a product", "POST", "/api/products", { name: "forged", idea: "forged" }],
    ["edit a product", "PATCH", `/api/products/${productId}`, { name: "forged" }],
    ["delete a product", "DELETE", `/api/products/${productId}?items=delete`, undefined],
    ["save into a product", "POST", "/api/conversations", { productId, messages: [{ role: "user", content: "forged" }] }],
    ["move into a product", "PATCH", `/api/conversations/${id}`, { productId }],
    ["sign out", "POST", "/api/auth/sign-out", undefined],
    ["sign out everywhere", "POST", "/api/auth/sign-out-everywhere", undefined],
    ["delete account", "DELETE", "/api/auth/account", undefined],
    ["sign in", "POST", "/api/auth/sign-in", { email: owner.email, password: "correct horse battery" }],
  ];
}

describe("CSRF: cross-site POST, DELETE and WebSocket upgrades are refused", () => {
  for (const [label, headers] of CROSS_SITE_HEADERS) {
    it(`from ${label}`, async () => {
      const before = [await snapshot(chatId), await snapshot(toolResultId), await productSnapshot(productId)];
      const countBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversations WHERE user_id = ?").bind(owner.user.id).first();
      const productsBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE user_id = ?").bind(owner.user.id).first();
      for (const [name, method, path, body] of stateChanges(chatId)) {
        const response = await forged(method, path, headers, body);
        expect(response.status, name).toBe(403);
        expect(await response.json(), name).toEqual({ error: { code: "forbidden", message: "Cross-site request refused." } });
      }
      const socket = await exports.default.fetch(
        new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Cookie: owner.cookie, ...headers } }),
      );
      expect(socket.status).toBe(403);
      expect(socket.webSocket).toBeNull();
      // Nothing changed: same rows, same count, and the session still works.
      expect([await snapshot(chatId), await snapshot(toolResultId), await productSnapshot(productId)]).toEqual(before);
      expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM conversations WHERE user_id = ?").bind(owner.user.id).first()).toEqual(
        countBefore,
      );
      expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE user_id = ?").bind(owner.user.id).first()).toEqual(
        productsBefore,
      );
      expect(await (await call("GET", "/api/auth/session", { cookie: owner.cookie })).json()).toMatchObject({
        user: { id: owner.user.id },
      });
    });
  }
});
