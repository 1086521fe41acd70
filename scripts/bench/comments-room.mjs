// Comments in a product room (docs/product.md#comments): 20 people (the owner and 19 commenters)
// each hold a socket to the product's room and one to their user hub; they write 10 comments a
// second for 30 s, spread over 30 items, each mentioning the next person. Every comment must reach
// every room socket exactly once, as `{type: "comments"}`, and its mention the mentioned person's
// hub exactly once; the room's p95 delivery (request start → message) is compared with the hub's
// in the same run, as a ratio, so the figure does not depend on how busy the machine is.
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const PEOPLE = 20;
const ITEMS = 30;
const PER_SECOND = 10;
const SECONDS = 30;
const COMMENTS = PER_SECOND * SECONDS;
/** The room fans each comment out to 20 sockets, the hub one notification to one: its p95 may be this much slower. */
const RATIO_BUDGET = 2;

async function ok(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function openSocket(url, path, account, onMessage) {
  const socket = new WebSocket(url.replace(/^http/, "ws") + path, { headers: { Authorization: `Bearer ${account.token}`, Origin: url } });
  socket.addEventListener("message", (message) => onMessage(String(message.data), performance.now()));
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`the socket ${path} did not open`)), { once: true });
  });
}

async function setUp(url) {
  const owner = await signedInAccount(url, "comments-room-owner");
  const { product } = await ok(
    await apiCall(owner, "POST", "/api/products", { name: "Bench room", idea: "Many comments" }),
    201,
    "product",
  );
  const { invite } = await ok(await apiCall(owner, "POST", `/api/products/${product.id}/invites`, { role: "commenter" }), 201, "invite");
  const token = invite.url.split("/invite/")[1];
  const people = [owner];
  for (let i = 1; i < PEOPLE; i++) {
    const member = await signedInAccount(url, `comments-room-${i}`);
    await ok(await apiCall(member, "POST", "/api/invites/accept", { token }), 200, "accept");
    people.push(member);
  }
  const items = [];
  for (let i = 0; i < ITEMS; i++) {
    const body = { productId: product.id, messages: [{ role: "user", content: `Bench item ${i}` }] };
    items.push((await ok(await apiCall(owner, "POST", "/api/conversations", body), 201, "item")).conversation.id);
  }
  return { product, people, items };
}

export async function runCommentsRoom(ctx) {
  const { url } = await ctx.server();
  const { product, people, items } = await setUp(url);
  // Arrivals, kept raw and matched afterwards: a message may arrive before its request's answer.
  const roomArrivals = people.map(() => new Map(items.map((item) => [item, []])));
  const hubArrivals = new Map();
  let strays = 0;
  const sockets = [];
  for (const [index, person] of people.entries()) {
    sockets.push(
      await openSocket(url, `/api/products/${product.id}/room`, person, (text, at) => {
        if (text === "pong") return;
        const message = JSON.parse(text);
        if (message.type === "presence") return;
        const list = message.type === "comments" ? roomArrivals[index].get(message.conversationId) : undefined;
        if (list) list.push(at);
        else strays++;
      }),
      await openSocket(url, "/api/realtime", person, (text, at) => {
        const event = JSON.parse(text);
        if (event.type !== "notification.created") return;
        const key = `${event.notification.commentId} ${person.userId}`;
        hubArrivals.set(key, [...(hubArrivals.get(key) ?? []), at]);
      }),
    );
  }

  // Comment i goes to item i % ITEMS: comments on one item are ITEMS / PER_SECOND seconds apart,
  // so each room socket's messages for an item arrive in the order the comments were written.
  const started = [];
  const answers = [];
  const t0 = performance.now() + 200;
  for (let i = 0; i < COMMENTS; i++) {
    const wait = t0 + (i * 1000) / PER_SECOND - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const writer = people[i % PEOPLE];
    const mentioned = people[(i + 1) % PEOPLE];
    const start = performance.now();
    started.push(start);
    answers.push(
      apiCall(writer, "POST", `/api/conversations/${items[i % ITEMS]}/comments`, {
        anchor: { kind: "landing-section", section: "hero" },
        version: 1,
        body: `Comment ${i}`,
        mentions: [mentioned.userId],
      }).then(async (response) => ({
        id: (await ok(response, 201, `comment ${i}`)).comment.id,
        mentioned: mentioned.userId,
        answered: performance.now() - start,
      })),
    );
  }
  const written = await Promise.all(answers);
  // Stragglers, then a moment more for a duplicate to show.
  const deadline = Date.now() + 15_000;
  const roomCount = () => roomArrivals.reduce((sum, byItem) => sum + [...byItem.values()].reduce((n, list) => n + list.length, 0), 0);
  while ((roomCount() < COMMENTS * PEOPLE || hubArrivals.size < COMMENTS) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const socket of sockets) socket.close();

  let lost = 0;
  let duplicated = 0;
  const room = [];
  for (const byItem of roomArrivals) {
    for (const [itemIndex, item] of items.entries()) {
      const indices = started.map((_, i) => i).filter((i) => i % ITEMS === itemIndex);
      const arrivals = byItem.get(item);
      lost += Math.max(0, indices.length - arrivals.length);
      duplicated += Math.max(0, arrivals.length - indices.length);
      for (const [k, i] of indices.entries()) if (arrivals[k] !== undefined) room.push(arrivals[k] - started[i]);
    }
  }
  const hub = [];
  let hubLost = 0;
  let hubDuplicated = 0;
  for (const [i, comment] of written.entries()) {
    const arrivals = hubArrivals.get(`${comment.id} ${comment.mentioned}`) ?? [];
    if (arrivals.length === 0) hubLost++;
    else hub.push(arrivals[0] - started[i]);
    hubDuplicated += Math.max(0, arrivals.length - 1);
  }
  const roomStats = summarize(room);
  const hubStats = summarize(hub);
  const writeStats = summarize(written.map((comment) => comment.answered));
  const ratio = roomStats.p95 / hubStats.p95;
  console.log(
    `\n${PEOPLE} people in one product room, ${PER_SECOND} comments/s for ${SECONDS} s (${COMMENTS} comments on ${ITEMS} items)\n`,
  );
  console.table([
    { measure: "comment request → 201", n: writeStats.n, p50: ms(writeStats.p50), p95: ms(writeStats.p95), p99: ms(writeStats.p99) },
    { measure: "→ room message, every socket", n: roomStats.n, p50: ms(roomStats.p50), p95: ms(roomStats.p95), p99: ms(roomStats.p99) },
    { measure: "→ hub notification, the mentioned", n: hubStats.n, p50: ms(hubStats.p50), p95: ms(hubStats.p95), p99: ms(hubStats.p99) },
  ]);
  console.log(
    `Room: ${lost} lost, ${duplicated} duplicated, ${strays} stray; hub: ${hubLost} lost, ${hubDuplicated} duplicated. ` +
      `Room p95 / hub p95 = ${ratio.toFixed(2)}× (budget ≤ ${RATIO_BUDGET}×)\n`,
  );
  return lost === 0 && duplicated === 0 && strays === 0 && hubLost === 0 && hubDuplicated === 0 && ratio <= RATIO_BUDGET;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runCommentsRoom(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
