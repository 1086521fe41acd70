import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRODUCT_LIMITS, productDetailResponseSchema, productListResponseSchema } from "../../shared/contracts/products";
import { MAX_PRODUCTS_PER_USER } from "../../db/queries/products";
import { call, finishAccountDeletion, signedInUser } from "./auth-helpers";
import { afterLastWrite, brief, createProduct, openProduct, saveItem, savedId } from "./product-helpers";

const persona = { name: "Maya", description: "New gardener", motivation: "Save money", context: "Weekends" };

async function errorOf(response: Response) {
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...error };
}

describe("products API", () => {
  it("requires a session", async () => {
    for (const [method, path] of [
      ["GET", "/api/products"],
      ["POST", "/api/products"],
      ["GET", "/api/products/x"],
      ["PATCH", "/api/products/x"],
      ["DELETE", "/api/products/x"],
    ] as const) {
      const response = await call(method, path, { body: method === "POST" || method === "PATCH" ? brief : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("creates a product with its brief and personas, and opens it", async () => {
    const me = await signedInUser("products-create");
    const created = await createProduct(me, { ...brief, notes: "Start in one street", personas: [persona, { name: "Sam" }] });
    expect(created).toMatchObject({ ...brief, notes: "Start in one street", items: 0 });
    // Missing persona fields read as empty, as the contract defaults them.
    expect(created.personas).toEqual([persona, { name: "Sam", description: "", motivation: "", context: "" }]);
    const opened = productDetailResponseSchema.parse(await openProduct(me, created.id));
    expect(opened.product).toEqual(created);
    expect(opened.items).toEqual([]);
  });

  it("cleans a name like a title before storing it", async () => {
    const me = await signedInUser("products-name");
    const created = await createProduct(me, { name: "  Tool\u202e\nLibrary  ", idea: "x" });
    expect(created.name).toBe("Tool Library");
    const blank = await call("POST", "/api/products", { cookie: me.cookie, body: { name: "\u202e\u0007", idea: "x" } });
    expect(await errorOf(blank)).toMatchObject({ status: 400, code: "validation_error", message: "A product name cannot be empty" });
  });

  it("cleans persona names the same way, and refuses names with nothing visible", async () => {
    const me = await signedInUser("products-persona-name");
    const created = await createProduct(me, { name: "Walkies", idea: "x", personas: [{ name: "\u202eP\u0000" }] });
    expect(created.personas.map((p) => p.name)).toEqual(["P"]);
    const invisible = await call("POST", "/api/products", { cookie: me.cookie, body: { name: "\u200b\ufeff\u00ad", idea: "x" } });
    expect(await errorOf(invisible)).toMatchObject({ status: 400, message: "A product name cannot be empty" });
    const persona = await call("PATCH", `/api/products/${created.id}`, {
      cookie: me.cookie,
      body: { personas: [{ name: "\u2066\u200b" }] },
    });
    expect(await errorOf(persona)).toMatchObject({ status: 400, message: "A persona's name cannot be empty" });
  });

  it("refuses each field over its limit with the contract's message, and stores nothing", async () => {
    const me = await signedInUser("products-limits");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...brief, name: "n".repeat(PRODUCT_LIMITS.nameCharacters + 1) }, "A product name must be at most 80 characters"],
      [{ ...brief, name: "" }, "A product name cannot be empty"],
      [{ idea: "x" }, "A product name is required"],
      [{ ...brief, idea: "i".repeat(PRODUCT_LIMITS.ideaCharacters + 1) }, "The idea must be at most 2,000 characters"],
      [{ ...brief, audience: "a".repeat(PRODUCT_LIMITS.audienceCharacters + 1) }, "The audience must be at most 500 characters"],
      [{ ...brief, notes: "n".repeat(PRODUCT_LIMITS.notesCharacters + 1) }, "Notes must be at most 4,000 characters"],
      [
        { ...brief, personas: Array.from({ length: PRODUCT_LIMITS.personas + 1 }, () => persona) },
        "A product can hold at most 20 personas",
      ],
      [{ ...brief, personas: [{ ...persona, name: "" }] }, "A persona's name cannot be empty"],
    ];
    for (const [body, message] of cases) {
      expect(await errorOf(await call("POST", "/api/products", { cookie: me.cookie, body })), message).toMatchObject({
        status: 400,
        code: "validation_error",
        message,
      });
    }
    // Exactly at every limit is accepted.
    await createProduct(me, {
      name: "n".repeat(80),
      idea: "i".repeat(2_000),
      audience: "a".repeat(500),
      notes: "n".repeat(4_000),
      personas: Array.from({ length: 20 }, (_, i) => ({ ...persona, name: `Persona ${i}` })),
    });
    const list = productListResponseSchema.parse(await (await call("GET", "/api/products", { cookie: me.cookie })).json());
    expect(list.products).toHaveLength(1);
  });

  it("edits the brief and replaces the personas, and refuses an empty or invalid patch", async () => {
    const me = await signedInUser("products-patch");
    const created = await createProduct(me, { ...brief, personas: [persona] });
    const renamed = await call("PATCH", `/api/products/${created.id}`, {
      cookie: me.cookie,
      body: { name: "Shed Share", notes: "Pilot in May" },
    });
    expect(renamed.status).toBe(200);
    const { product } = (await renamed.json()) as { product: typeof created };
    expect(product).toMatchObject({
      name: "Shed Share",
      idea: brief.idea,
      audience: brief.audience,
      notes: "Pilot in May",
      personas: [persona],
    });
    expect(product.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);

    const personas = await call("PATCH", `/api/products/${created.id}`, { cookie: me.cookie, body: { personas: [] } });
    expect(((await personas.json()) as { product: typeof created }).product.personas).toEqual([]);

    expect(await errorOf(await call("PATCH", `/api/products/${created.id}`, { cookie: me.cookie, body: {} }))).toMatchObject({
      status: 400,
      message: "Nothing to change: send at least one field",
    });
    expect(await errorOf(await call("PATCH", `/api/products/${created.id}`, { cookie: me.cookie, body: { idea: "" } }))).toMatchObject({
      status: 400,
      message: "The idea cannot be empty",
    });
    expect((await openProduct(me, created.id)).product.name).toBe("Shed Share");
  });

  it("lists products by newest activity: an edit or an item saved into one moves it to the top", async () => {
    const me = await signedInUser("products-order");
    const first = await createProduct(me, { ...brief, name: "First" });
    await afterLastWrite();
    const second = await createProduct(me, { ...brief, name: "Second" });
    await afterLastWrite();
    const third = await createProduct(me, { ...brief, name: "Third" });
    const names = async () =>
      ((await (await call("GET", "/api/products", { cookie: me.cookie })).json()) as { products: { name: string }[] }).products.map(
        (p) => p.name,
      );
    expect(await names()).toEqual(["Third", "Second", "First"]);

    await afterLastWrite();
    await savedId(
      await saveItem(me, {
        productId: first.id,
        messages: [
          { role: "user", content: "a question" },
          { role: "assistant", content: "an answer" },
        ],
      }),
    );
    expect(await names()).toEqual(["First", "Third", "Second"]);

    await afterLastWrite();
    await call("PATCH", `/api/products/${second.id}`, { cookie: me.cookie, body: { audience: "Renters" } });
    expect(await names()).toEqual(["Second", "First", "Third"]);

    // Adding to an item already in a product (a hand-edited version here) is activity of that product too.
    await afterLastWrite();
    const resultId = await savedId(
      await saveItem(me, {
        productId: third.id,
        tool: "build-startup",
        messages: [
          { role: "user", content: "idea" },
          { role: "assistant", content: "# Plan" },
        ],
      }),
    );
    await afterLastWrite();
    await call("PATCH", `/api/products/${first.id}`, { cookie: me.cookie, body: { notes: "touch" } });
    expect(await names()).toEqual(["First", "Third", "Second"]);
    await afterLastWrite();
    const version = await call("POST", `/api/conversations/${resultId}/versions`, {
      cookie: me.cookie,
      body: { note: "Edited by hand", parts: ["# Plan v2"] },
    });
    expect(version.status).toBe(201);
    expect(await names()).toEqual(["Third", "First", "Second"]);
  });

  it("caps products per user with a clear 409, checked by the insert itself", async () => {
    const me = await signedInUser("products-cap");
    // Fill up to one below the cap directly (the cap is what is under test, not 199 requests).
    const now = Date.now();
    const rows = Array.from({ length: MAX_PRODUCTS_PER_USER - 1 }, (_, i) =>
      env.DB.prepare("INSERT INTO products (id, user_id, name, idea, created_at, updated_at) VALUES (?, ?, ?, 'x', ?, ?)").bind(
        `cap-${me.user.id}-${i}`,
        me.user.id,
        `P${i}`,
        now,
        now,
      ),
    );
    await env.DB.batch(rows);
    const [last, over] = await Promise.all([
      call("POST", "/api/products", { cookie: me.cookie, body: brief }),
      call("POST", "/api/products", { cookie: me.cookie, body: brief }),
    ]);
    expect([last.status, over.status].sort()).toEqual([201, 409]);
    const refused = last.status === 409 ? last : over;
    expect(await errorOf(refused)).toMatchObject({
      code: "conflict",
      message: `You can keep at most ${MAX_PRODUCTS_PER_USER} products. Delete one you no longer need to start a new one.`,
    });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE user_id = ?").bind(me.user.id).first<{ n: number }>();
    expect(count?.n).toBe(MAX_PRODUCTS_PER_USER);
  });

  it("answers a DELETE with an unknown items choice with a 400 and keeps the product", async () => {
    const me = await signedInUser("products-delete-choice");
    const product = await createProduct(me);
    expect(await errorOf(await call("DELETE", `/api/products/${product.id}?items=archive`, { cookie: me.cookie }))).toMatchObject({
      status: 400,
      message: "items must be keep or delete",
    });
    await openProduct(me, product.id);
  });

  it("deleting the account deletes its products, and nobody else's", async () => {
    const me = await signedInUser("products-account");
    const other = await signedInUser("products-account-other");
    const mine = await createProduct(me);
    await savedId(await saveItem(me, { productId: mine.id, messages: [{ role: "user", content: "hello" }] }));
    const theirs = await createProduct(other);
    expect((await call("DELETE", "/api/auth/account", { cookie: me.cookie })).status).toBe(200);
    await finishAccountDeletion(me.user.id);
    const count = async (id: string) =>
      (await env.DB.prepare("SELECT count(*) AS n FROM products WHERE user_id = ?").bind(id).first<{ n: number }>())?.n;
    expect(await count(me.user.id)).toBe(0);
    expect(await count(other.user.id)).toBe(1);
    await openProduct(other, theirs.id);
  });
});
