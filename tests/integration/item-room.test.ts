import { describe, expect, it } from "vitest";
import type { RoomChangeMessage } from "../../shared/contracts/product-room";
import { call, signedInUser } from "./auth-helpers";
import { createProduct, saveItem, savedId, type Me } from "./product-helpers";
import { joinedAs } from "./product-member-helpers";
import { ids, latest, openRoom, type Tab } from "./room-helpers";
import { until as untilWithin } from "./wait";

// Generous: a busy 2-core machine may be slow, and nothing here is about speed.
const until = (check: () => boolean | Promise<boolean>) => untilWithin(check, 10_000);

/** A saved validation report (a tool result, so it has versions), optionally in a product. */
async function savedReport(owner: Me, productId?: string): Promise<string> {
  const messages = [
    { role: "user", content: "Check the checkout" },
    { role: "assistant", content: "# Report\n\nThe pay button is hidden." },
  ];
  return savedId(await saveItem(owner, { tool: "validate-ux", messages, ...(productId ? { productId } : {}) }));
}

/** A tab that shows item `itemId` (null: the product page), and has heard the room say so. */
async function onItem(productId: string, me: Me, itemId: string | null, everyone: Tab[] = []): Promise<Tab> {
  const tab = await openRoom(productId, me.cookie);
  if (itemId) tab.socket.send(JSON.stringify({ type: "where", itemId }));
  const place = itemId ?? "product";
  for (const seen of [tab, ...everyone])
    await until(() => latest(seen).some((person) => person.userId === me.user.id && person.where === place));
  return tab;
}

const heard = (tab: Tab, message: RoomChangeMessage) => tab.other.includes(JSON.stringify(message));
const changes = (tab: Tab) => tab.other.filter((text) => text !== "pong");

describe("an item's page in the product's room", () => {
  it("shows who is on which item: each person once, at the item their newest tab shows", async () => {
    const owner = await signedInUser("item-presence");
    const product = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "item-presence-viewer");
    const editor = await joinedAs(owner, product.id, "editor", "item-presence-editor");
    const report = await savedReport(owner, product.id);
    const other = await savedReport(owner, product.id);

    const ownerTab = await onItem(product.id, owner, report);
    const viewerTab = await onItem(product.id, viewer, report, [ownerTab]);
    await onItem(product.id, editor, other, [ownerTab, viewerTab]);
    const where = (tab: Tab) => Object.fromEntries(latest(tab).map((person) => [person.userId, person.where]));
    expect(where(viewerTab)).toEqual({ [owner.user.id]: report, [viewer.user.id]: report, [editor.user.id]: other });

    // The viewer opens the other item in a second tab: they are there now, once.
    await onItem(product.id, viewer, other, [ownerTab]);
    expect(where(ownerTab)).toEqual({ [owner.user.id]: report, [viewer.user.id]: other, [editor.user.id]: other });
    // The owner leaves the item's page: gone from everyone's list.
    ownerTab.socket.close(1000, "left the page");
    await until(() => !ids(viewerTab).includes(owner.user.id));
    expect(where(viewerTab)).toEqual({ [viewer.user.id]: other, [editor.user.id]: other });
  });

  it("tells the members' sockets when the owner stores a version, renames, moves or deletes the item; nothing for an item outside any product", async () => {
    const owner = await signedInUser("item-changes");
    const product = await createProduct(owner);
    const elsewhere = await createProduct(owner, { name: "Elsewhere", idea: "Another idea" });
    const viewer = await joinedAs(owner, product.id, "viewer", "item-changes-viewer");
    const commenter = await joinedAs(owner, product.id, "commenter", "item-changes-commenter");
    const report = await savedReport(owner, product.id);
    const viewerTab = await onItem(product.id, viewer, report);
    // A member on the product page hears it too (its timeline may show the item).
    const commenterTab = await onItem(product.id, commenter, null, [viewerTab]);
    const elsewhereTab = await onItem(elsewhere.id, owner, null);
    const updated: RoomChangeMessage = { type: "item.updated", conversationId: report };
    const deleted: RoomChangeMessage = { type: "item.deleted", conversationId: report };

    const restored = await call("POST", `/api/conversations/${report}/versions`, {
      cookie: owner.cookie,
      body: { note: "Restored from Version 1" },
    });
    expect(restored.status).toBe(201);
    await until(() => heard(viewerTab, updated) && heard(commenterTab, updated));
    expect(changes(viewerTab)).toEqual([JSON.stringify(updated)]);

    const renamed = await call("PATCH", `/api/conversations/${report}`, { cookie: owner.cookie, body: { title: "Checkout report" } });
    expect(renamed.status).toBe(200);
    await until(() => changes(viewerTab).length === 2);
    expect(changes(viewerTab)).toEqual([JSON.stringify(updated), JSON.stringify(updated)]);

    // Moved to another product: gone for this product's members, news in the other product's room.
    const moved = await call("PATCH", `/api/conversations/${report}`, { cookie: owner.cookie, body: { productId: elsewhere.id } });
    expect(moved.status).toBe(200);
    await until(() => heard(viewerTab, deleted) && heard(elsewhereTab, updated));
    expect(changes(elsewhereTab)).toEqual([JSON.stringify(updated)]);

    // Back into the product, then deleted: both rooms hear of it where it is.
    expect((await call("PATCH", `/api/conversations/${report}`, { cookie: owner.cookie, body: { productId: product.id } })).status).toBe(
      200,
    );
    await until(() => heard(elsewhereTab, deleted));
    expect((await call("DELETE", `/api/conversations/${report}`, { cookie: owner.cookie })).status).toBe(204);
    await until(() => changes(viewerTab).filter((text) => text === JSON.stringify(deleted)).length === 2);
    expect(changes(viewerTab)).toEqual([updated, updated, deleted, updated, deleted].map((message) => JSON.stringify(message)));

    // The owner's own items outside any product tell no room.
    const own = await savedReport(owner);
    const ownVersion = await call("POST", `/api/conversations/${own}/versions`, {
      cookie: owner.cookie,
      body: { note: "Restored from Version 1" },
    });
    expect(ownVersion.status).toBe(201);
    expect((await call("DELETE", `/api/conversations/${own}`, { cookie: owner.cookie })).status).toBe(204);
    // A later message to the same room arrives after anything the two requests above could have sent.
    const marker = await savedReport(owner, elsewhere.id);
    await call("DELETE", `/api/conversations/${marker}`, { cookie: owner.cookie });
    await until(() => heard(elsewhereTab, { type: "item.deleted", conversationId: marker }));
    expect(changes(elsewhereTab).some((text) => text.includes(own))).toBe(false);
    expect(changes(viewerTab).some((text) => text.includes(own))).toBe(false);
  });

  it("tells the product's room of an item saved into it", async () => {
    const owner = await signedInUser("item-saved");
    const product = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "item-saved-viewer");
    const viewerTab = await onItem(product.id, viewer, null);
    const report = await savedReport(owner, product.id);
    await until(() => changes(viewerTab).length > 0);
    expect(changes(viewerTab)).toEqual([JSON.stringify({ type: "item.updated", conversationId: report })]);
  });

  it("refuses a member's change without telling the room anything", async () => {
    const owner = await signedInUser("item-refused");
    const product = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "item-refused-viewer");
    const report = await savedReport(owner, product.id);
    const ownerTab = await onItem(product.id, owner, report);
    const refused = [
      await call("POST", `/api/conversations/${report}/versions`, { cookie: viewer.cookie, body: { note: "Restored from Version 1" } }),
      await call("PATCH", `/api/conversations/${report}`, { cookie: viewer.cookie, body: { title: "Mine now" } }),
      await call("DELETE", `/api/conversations/${report}`, { cookie: viewer.cookie }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403]);
    // The owner's own rename after them is the first thing the room says.
    expect((await call("PATCH", `/api/conversations/${report}`, { cookie: owner.cookie, body: { title: "Renamed" } })).status).toBe(200);
    await until(() => changes(ownerTab).length > 0);
    expect(changes(ownerTab)).toEqual([JSON.stringify({ type: "item.updated", conversationId: report })]);
  });
});
