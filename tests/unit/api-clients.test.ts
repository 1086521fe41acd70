import { afterEach, describe, expect, it, vi } from "vitest";
import { readSessionUser } from "../../app/lib/api/auth";
import { deleteConversation, listConversations, renameConversation } from "../../app/lib/api/conversations";
import { readLaunchCard } from "../../app/lib/api/launch";
import { createProduct, listProducts } from "../../app/lib/api/products";
import { answer, failure, json } from "./api-stubs";

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = { id: "c1", title: "Dog walking plan", updatedAt: 1_700_000_000_000, shared: false, tool: null };

describe("API clients", () => {
  it("answer what the server sent when it matches the contract", async () => {
    const sent = answer(json({ conversation: { ...summary, title: "Dog walkers" } }));
    await expect(renameConversation("c 1", "Dog walkers")).resolves.toEqual({ ...summary, title: "Dog walkers" });
    expect(sent).toEqual([
      {
        path: "/api/conversations/c%201",
        init: expect.objectContaining({ method: "PATCH", body: JSON.stringify({ title: "Dog walkers" }), credentials: "same-origin" }),
      },
    ]);
  });

  it("refuse an answer of the wrong shape with the call's own words", async () => {
    answer(json({ conversation: { id: "c1", title: 42 } }));
    const renamed = await failure(renameConversation("c1", "Dog walkers"));
    expect(renamed.message).toBe("Failed to rename");
    expect(renamed.code).toBe("invalid_response");

    answer(json({ conversations: "none", nextCursor: null }));
    expect((await failure(listConversations())).message).toBe("Failed to load conversations");

    answer(json({ products: [{ id: "p1", name: "Walkies" }] }));
    expect((await failure(listProducts({ fallbackError: "Your products could not be loaded" }))).message).toBe(
      "Your products could not be loaded",
    );

    answer(json({ user: "someone" }));
    expect((await failure(readSessionUser())).message).toBe("Could not check the session.");
  });

  it("refuse answers the shared zod contracts refuse", async () => {
    answer(json({ product: { id: "p1", name: "Walkies" } }, 201));
    expect((await failure(createProduct({ name: "Walkies", idea: "Dog walkers on demand" }))).message).toBe("Failed to create the product");

    answer(json({ page: null }));
    expect((await failure(readLaunchCard("p1"))).message).toBe("Could not read the launch figures");
  });

  it("refuse a page that is not JSON, such as a proxy's error page", async () => {
    answer(() => new Response("<html>Bad gateway</html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    expect((await failure(listConversations())).message).toBe("Failed to load conversations");
  });

  it("show the server's own message and status when it refuses", async () => {
    answer(json({ error: { code: "conflict", message: "You can keep at most 50 products." } }, 409));
    const refused = await failure(createProduct({ name: "Walkies", idea: "Dog walkers on demand" }));
    expect(refused.message).toBe("You can keep at most 50 products.");
    expect(refused.status).toBe(409);
  });

  it("say what failed when the network is down", async () => {
    answer(() => Promise.reject(new TypeError("Failed to fetch")));
    const offline = await failure(deleteConversation("c1"));
    expect(offline.message).toBe("Failed to delete");
    expect(offline.status).toBe(0);
  });

  it("delete without reading an answer, and keep a deletion alive when the tab closes", async () => {
    const sent = answer(() => new Response(null, { status: 204 }));
    await expect(deleteConversation("c1", { keepalive: true })).resolves.toBeUndefined();
    expect(sent[0]?.init).toEqual(expect.objectContaining({ method: "DELETE", keepalive: true }));
  });
});
