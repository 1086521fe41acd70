import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "../../shared/realtime-events";
import { until } from "./wait";

async function connect(userId: string) {
  const hub = env.USER_HUB.getByName(userId);
  const response = await hub.fetch("http://hub/connect", { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const received: string[] = [];
  socket.addEventListener("message", (event) => received.push(String(event.data)));
  return { hub, socket, received };
}

const event: RealtimeEvent = {
  type: "conversation.inserted",
  conversation: { id: "c1", title: "Hello", updatedAt: 1 },
};

describe("UserHub Durable Object", () => {
  it("delivers a broadcast to both open sockets of the same user", async () => {
    const first = await connect("user-a");
    const second = await connect("user-a");

    expect(await first.hub.connectionCount()).toBe(2);
    expect(await first.hub.broadcast(event)).toBe(2);

    await until(() => first.received.length === 1 && second.received.length === 1);
    expect(JSON.parse(first.received[0]!)).toEqual(event);
    expect(JSON.parse(second.received[0]!)).toEqual(event);
  });

  it("does not deliver one user's events to another user's socket", async () => {
    const mine = await connect("user-b");
    const theirs = await connect("user-c");
    await mine.hub.broadcast(event);
    await until(() => mine.received.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(theirs.received).toEqual([]);
  });

  it("answers ping with pong through the runtime's auto-response", async () => {
    const { socket, received } = await connect("user-d");
    socket.send("ping");
    await until(() => received.length === 1);
    expect(received[0]).toBe("pong");
  });

  it("refuses plain HTTP requests", async () => {
    const response = await env.USER_HUB.getByName("user-e").fetch("http://hub/connect");
    expect(response.status).toBe(426);
  });

  it("refuses to send events that do not match the realtime contract", async () => {
    const { hub, received } = await connect("user-f");
    expect(await hub.broadcast({ type: "nonsense" } as unknown as RealtimeEvent)).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
  });
});
