import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRODUCT_ROOM_LIMITS, presenceColor } from "../../shared/contracts/product-room";
import {
  ROOM_ACCESS_ENDED_CLOSE_CODE,
  ROOM_FULL_CLOSE_CODE,
  ROOM_ROLE_CHANGED_CLOSE_CODE,
  SESSION_ENDED_CLOSE_CODE,
} from "../../shared/realtime-close-codes";
import { call, finishAccountDeletion, sessionCookieFrom, signedInUser, signIn } from "./auth-helpers";
import { createProduct } from "./product-helpers";
import { joinedAs, team } from "./product-member-helpers";
import { until as untilWithin } from "./wait";
import { notifyRoom } from "../../workers/realtime/room-notify";
import { ids, latest, openRoom, upgrade, type Tab } from "./room-helpers";

// Generous: a busy 2-core machine may be slow, and nothing here is about speed.
const until = (check: () => boolean | Promise<boolean>) => untilWithin(check, 10_000);

describe("GET /api/products/:id/room", () => {
  it("lets the owner and every member in, and refuses a removed member and a stranger with the product's 404", async () => {
    const { product, people } = await team("room-access");
    const got: Record<string, number> = {};
    for (const [caller, me] of Object.entries(people)) {
      const response = await upgrade(product.id, { Cookie: me.cookie });
      got[caller] = response.status;
      if (response.status === 101) response.webSocket!.accept();
      else expect(await response.json()).toEqual({ error: { code: "not_found", message: "Product not found." } });
    }
    expect(got).toEqual({ owner: 101, editor: 101, commenter: 101, viewer: 101, removed: 404, stranger: 404 });
    expect(await env.PRODUCT_ROOM.getByName(product.id).connectionCount()).toBe(4);
  });

  it("refuses no session (401), another site (403), a plain GET (400) and an unknown product (404)", async () => {
    const owner = await signedInUser("room-refusals");
    const product = await createProduct(owner);
    expect((await upgrade(product.id, {})).status).toBe(401);
    expect((await upgrade(product.id, { Cookie: owner.cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await call("GET", `/api/products/${product.id}/room`, { cookie: owner.cookie })).status).toBe(400);
    expect((await upgrade("no-such-product", { Cookie: owner.cookie })).status).toBe(404);
  });

  it("takes who the caller is from the session only, never from headers the client sends", async () => {
    const owner = await signedInUser("room-forged");
    const product = await createProduct(owner);
    const tab = await openRoom(product.id, owner.cookie, {
      "X-Room-User-Id": "someone-else",
      "X-Room-Email": "forged@example.com",
      "X-Room-Role": "owner",
    });
    await until(() => tab.lists.length > 0);
    expect(latest(tab)).toEqual([
      {
        userId: owner.user.id,
        email: owner.user.email,
        initials: expect.any(String),
        color: presenceColor(owner.user.id),
        where: "product",
      },
    ]);
  });
});

describe("presence in a product's room", () => {
  it("tells both sockets who is present on join, move and leave, one entry per user", async () => {
    const owner = await signedInUser("room-presence");
    const product = await createProduct(owner);
    const editor = await joinedAs(owner, product.id, "editor", "room-presence");
    const mine = await openRoom(product.id, owner.cookie);
    await until(() => ids(mine).length === 1);
    const theirs = await openRoom(product.id, editor.cookie);
    await until(() => ids(mine).length === 2 && ids(theirs).length === 2);
    expect(ids(theirs)).toEqual([owner.user.id, editor.user.id]);
    const editorEntry = latest(mine).find((person) => person.userId === editor.user.id)!;
    expect(editorEntry).toMatchObject({ email: editor.user.email, where: "product", color: presenceColor(editor.user.id) });
    expect(editorEntry.initials).toMatch(/^\S{1,2}$/);

    // A second tab of the same person is still one entry.
    const secondTab = await openRoom(product.id, editor.cookie);
    await until(() => secondTab.lists.length > 0);
    expect(ids(secondTab)).toEqual([owner.user.id, editor.user.id]);

    secondTab.socket.send(JSON.stringify({ type: "where", itemId: "item-42" }));
    await until(() => latest(mine).find((person) => person.userId === editor.user.id)?.where === "item-42");
    secondTab.socket.send(JSON.stringify({ type: "where", itemId: null }));
    await until(() => latest(mine).find((person) => person.userId === editor.user.id)?.where === "product");

    secondTab.socket.close(1000, "done");
    theirs.socket.close(1000, "done");
    await until(() => ids(mine).length === 1);
    expect(ids(mine)).toEqual([owner.user.id]);
  });

  it("tells every socket in the room, on any page of the product, what changed, and nothing to another product's room", async () => {
    const owner = await signedInUser("room-broadcast");
    const product = await createProduct(owner);
    const other = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "room-broadcast");
    const mine = await openRoom(product.id, owner.cookie);
    const theirs = await openRoom(product.id, viewer.cookie);
    const elsewhere = await openRoom(other.id, owner.cookie);
    await until(() => ids(mine).length === 2 && ids(theirs).length === 2 && ids(elsewhere).length === 1);
    theirs.socket.send(JSON.stringify({ type: "where", itemId: "item-7" }));
    await until(() => latest(mine).find((person) => person.userId === viewer.user.id)?.where === "item-7");

    await notifyRoom(env, product.id, { type: "comments", conversationId: "item-7" });
    const change = JSON.stringify({ type: "comments", conversationId: "item-7" });
    await until(() => mine.other.includes(change) && theirs.other.includes(change));
    expect(elsewhere.other).toEqual([]);
  });

  it("answers ping with pong, and closes a socket that sends anything outside the contract", async () => {
    const owner = await signedInUser("room-messages");
    const product = await createProduct(owner);
    const pinging = await openRoom(product.id, owner.cookie);
    pinging.socket.send("ping");
    await until(() => pinging.other.includes("pong"));
    expect(pinging.close).toBeNull();

    const wrongType = await openRoom(product.id, owner.cookie);
    wrongType.socket.send(JSON.stringify({ type: "presence", people: [] }));
    const tooLongId = await openRoom(product.id, owner.cookie);
    tooLongId.socket.send(JSON.stringify({ type: "where", itemId: "x".repeat(PRODUCT_ROOM_LIMITS.itemIdCharacters + 1) }));
    const big = await openRoom(product.id, owner.cookie);
    big.socket.send("x".repeat(PRODUCT_ROOM_LIMITS.messageCharacters + 1));
    await until(() => wrongType.close !== null && tooLongId.close !== null && big.close !== null);
    expect(wrongType.close?.code).toBe(1008);
    expect(tooLongId.close?.code).toBe(1008);
    expect(big.close?.code).toBe(1009);
    expect(pinging.close).toBeNull();
  });

  it(`closes a socket that moves more than ${PRODUCT_ROOM_LIMITS.movesPerMinute} times a minute, which would flood everyone's presence`, async () => {
    const owner = await signedInUser("room-moves");
    const product = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "room-moves");
    const watching = await openRoom(product.id, owner.cookie);
    const moving = await openRoom(product.id, viewer.cookie);
    await until(() => ids(watching).length === 2);
    for (let move = 0; move <= PRODUCT_ROOM_LIMITS.movesPerMinute; move++)
      moving.socket.send(JSON.stringify({ type: "where", itemId: `item-${move % 2}` }));
    await until(() => moving.close !== null);
    expect(moving.close).toEqual({ code: 1008, reason: expect.stringMatching(/too many moves/) });
    await until(() => ids(watching).length === 1);
    expect(watching.close).toBeNull();
  });
});

describe("room bounds", () => {
  it(`refuses a person's socket past ${PRODUCT_ROOM_LIMITS.socketsPerUser} with ${ROOM_FULL_CLOSE_CODE}, without touching the open ones or others`, async () => {
    const owner = await signedInUser("room-cap");
    const product = await createProduct(owner);
    const viewer = await joinedAs(owner, product.id, "viewer", "room-cap");
    const tabs: Tab[] = [];
    for (let i = 0; i < PRODUCT_ROOM_LIMITS.socketsPerUser; i++) tabs.push(await openRoom(product.id, owner.cookie));
    const refused = await openRoom(product.id, owner.cookie);
    await until(() => refused.close !== null);
    expect(refused.close).toEqual({ code: ROOM_FULL_CLOSE_CODE, reason: expect.stringMatching(/at most 10 per person/) });
    expect(tabs.every((tab) => tab.close === null)).toBe(true);
    const theirs = await openRoom(product.id, viewer.cookie);
    await until(() => ids(theirs).length === 2);
    expect(theirs.close).toBeNull();
    expect(await env.PRODUCT_ROOM.getByName(product.id).connectionCount()).toBe(PRODUCT_ROOM_LIMITS.socketsPerUser + 1);
  }, 60_000);

  it(`refuses any socket once the room holds ${PRODUCT_ROOM_LIMITS.socketsPerRoom}`, async () => {
    const owner = await signedInUser("room-full");
    const product = await createProduct(owner);
    const perPerson = PRODUCT_ROOM_LIMITS.socketsPerUser;
    const peopleNeeded = PRODUCT_ROOM_LIMITS.socketsPerRoom / perPerson;
    const members = [owner];
    for (let i = 1; i < peopleNeeded; i++) members.push(await joinedAs(owner, product.id, "viewer", `room-full-${i}`));
    for (const member of members) for (let i = 0; i < perPerson; i++) await openRoom(product.id, member.cookie);
    const late = await joinedAs(owner, product.id, "viewer", "room-full-late");
    const refused = await openRoom(product.id, late.cookie);
    await until(() => refused.close !== null);
    expect(refused.close).toEqual({ code: ROOM_FULL_CLOSE_CODE, reason: expect.stringMatching(/room full/) });
    expect(await env.PRODUCT_ROOM.getByName(product.id).connectionCount()).toBe(PRODUCT_ROOM_LIMITS.socketsPerRoom);
  }, 120_000);
});

describe("access changes close exactly that person's sockets", () => {
  it("removing a member closes theirs with 4404; changing a role closes theirs with 4409; the others stay and see them go", async () => {
    const owner = await signedInUser("room-close");
    const product = await createProduct(owner);
    const editor = await joinedAs(owner, product.id, "editor", "room-close-editor");
    const viewer = await joinedAs(owner, product.id, "viewer", "room-close-viewer");
    const ownerTab = await openRoom(product.id, owner.cookie);
    const editorTabs = [await openRoom(product.id, editor.cookie), await openRoom(product.id, editor.cookie)];
    const viewerTab = await openRoom(product.id, viewer.cookie);
    await until(() => ids(ownerTab).length === 3);

    expect((await call("DELETE", `/api/products/${product.id}/members/${editor.user.id}`, { cookie: owner.cookie })).status).toBe(204);
    await until(() => editorTabs.every((tab) => tab.close !== null));
    expect(editorTabs.map((tab) => tab.close?.code)).toEqual([ROOM_ACCESS_ENDED_CLOSE_CODE, ROOM_ACCESS_ENDED_CLOSE_CODE]);
    await until(() => ids(ownerTab).length === 2);
    expect(ids(ownerTab)).toEqual([owner.user.id, viewer.user.id]);
    expect(viewerTab.close).toBeNull();
    // And they cannot come back in.
    expect((await upgrade(product.id, { Cookie: editor.cookie })).status).toBe(404);

    const change = await call("PATCH", `/api/products/${product.id}/members/${viewer.user.id}`, {
      cookie: owner.cookie,
      body: { role: "commenter" },
    });
    expect(change.status).toBe(200);
    await until(() => viewerTab.close !== null);
    expect(viewerTab.close?.code).toBe(ROOM_ROLE_CHANGED_CLOSE_CODE);
    expect(ownerTab.close).toBeNull();
    // The new role comes back in at once.
    const again = await openRoom(product.id, viewer.cookie);
    await until(() => ids(again).length === 2);
  });

  it("a member leaving closes their sockets; deleting the product closes everyone's", async () => {
    const owner = await signedInUser("room-delete");
    const product = await createProduct(owner);
    const leaver = await joinedAs(owner, product.id, "commenter", "room-leaver");
    const stayer = await joinedAs(owner, product.id, "viewer", "room-stayer");
    const leaverTab = await openRoom(product.id, leaver.cookie);
    const stayerTab = await openRoom(product.id, stayer.cookie);
    const ownerTab = await openRoom(product.id, owner.cookie);
    await until(() => ids(ownerTab).length === 3);
    expect((await call("DELETE", `/api/products/${product.id}/members/${leaver.user.id}`, { cookie: leaver.cookie })).status).toBe(204);
    await until(() => leaverTab.close !== null);
    expect(leaverTab.close?.code).toBe(ROOM_ACCESS_ENDED_CLOSE_CODE);
    expect(stayerTab.close).toBeNull();

    expect((await call("DELETE", `/api/products/${product.id}?items=delete`, { cookie: owner.cookie })).status).toBe(204);
    await until(() => stayerTab.close !== null && ownerTab.close !== null);
    expect([stayerTab.close?.code, ownerTab.close?.code]).toEqual([ROOM_ACCESS_ENDED_CLOSE_CODE, ROOM_ACCESS_ENDED_CLOSE_CODE]);
    expect(await env.PRODUCT_ROOM.getByName(product.id).connectionCount()).toBe(0);
  });

  it("signing out closes that session's sockets to the room (4401), and only those; the others see them go", async () => {
    const owner = await signedInUser("room-sign-out");
    const product = await createProduct(owner);
    const member = await joinedAs(owner, product.id, "viewer", "room-sign-out-member");
    // The same member signed in a second time: another session, which stays.
    const secondSignIn = await signIn(member.email);
    expect(secondSignIn.status).toBe(200);
    const second = { cookie: sessionCookieFrom(secondSignIn) };
    const ownerTab = await openRoom(product.id, owner.cookie);
    const memberTab = await openRoom(product.id, member.cookie);
    const secondTab = await openRoom(product.id, second.cookie);
    await until(() => ids(ownerTab).length === 2);

    expect((await call("POST", "/api/auth/sign-out", { cookie: member.cookie })).status).toBe(200);
    await until(() => memberTab.close !== null);
    expect(memberTab.close?.code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(secondTab.close).toBeNull();

    expect((await call("POST", "/api/auth/sign-out-everywhere", { cookie: second.cookie })).status).toBe(200);
    await until(() => secondTab.close !== null);
    expect(secondTab.close?.code).toBe(SESSION_ENDED_CLOSE_CODE);
    await until(() => ids(ownerTab).length === 1);
    expect(ownerTab.close).toBeNull();
  });

  it("deleting an account closes its sockets to the rooms of products it is a member of, and the rooms of its own products", async () => {
    const owner = await signedInUser("room-account-owner");
    const product = await createProduct(owner);
    const member = await joinedAs(owner, product.id, "editor", "room-account-member");
    const ownerTab = await openRoom(product.id, owner.cookie);
    const memberTab = await openRoom(product.id, member.cookie);
    await until(() => ids(ownerTab).length === 2);

    // A deleted member is no longer listed, with their e-mail, to the people still in the room.
    expect((await call("DELETE", "/api/auth/account", { cookie: member.cookie })).status).toBe(200);
    await until(() => memberTab.close !== null);
    expect(memberTab.close?.code).toBe(SESSION_ENDED_CLOSE_CODE);
    await until(() => ids(ownerTab).length === 1);
    await finishAccountDeletion(member.user.id);

    // The owner's account goes: their product goes with it, so its members lose their sockets too.
    const viewer = await joinedAs(owner, product.id, "viewer", "room-account-viewer");
    const viewerTab = await openRoom(product.id, viewer.cookie);
    await until(() => ids(ownerTab).length === 2);
    expect((await call("DELETE", "/api/auth/account", { cookie: owner.cookie })).status).toBe(200);
    await until(() => ownerTab.close !== null && viewerTab.close !== null);
    expect(viewerTab.close?.code).toBe(ROOM_ACCESS_ENDED_CLOSE_CODE);
    expect(await env.PRODUCT_ROOM.getByName(product.id).connectionCount()).toBe(0);
  });
});
