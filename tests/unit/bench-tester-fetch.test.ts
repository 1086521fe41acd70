import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testerFetch } from "../../scripts/bench/tester-fetch.mjs";

/**
 * The load bench's testers are separate browsers, each on its own connection. Sharing one
 * keep-alive pool, a busy bench process reused connections just as workerd closed them idle
 * (5 s), and those requests came back ECONNRESET without reaching the Worker; so each request
 * goes on a connection of its own, which this checks without any timing.
 */
let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function countingServer() {
  const seen = { connections: 0, requests: [] as { method?: string; connection?: string; body: string }[] };
  server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen.requests.push({ method: request.method, connection: request.headers.connection, body });
      response.writeHead(request.method === "POST" ? 201 : 200, { "Content-Type": "text/plain" }).end(`answer ${seen.requests.length}`);
    });
  });
  // The server would keep connections open: any reuse would show as fewer connections than requests.
  server.keepAliveTimeout = 60_000;
  server.on("connection", () => (seen.connections += 1));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

describe("a load-bench tester's request", () => {
  it("goes on a connection of its own, closed after its answer, with its body and the answer's text", async () => {
    const { url, seen } = await countingServer();
    const page = await testerFetch(`${url}/t/a-test`);
    const started = await testerFetch(`${url}/t/a-test/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"token":"é"}',
    });
    const batch = await testerFetch(`${url}/t/a-test/events`, { method: "POST", body: "{}" });
    expect([page, started, batch]).toEqual([
      { status: 200, text: "answer 1", dropped: false },
      { status: 201, text: "answer 2", dropped: false },
      { status: 201, text: "answer 3", dropped: false },
    ]);
    expect(seen.connections).toBe(3);
    expect(seen.requests.map((request) => request.connection)).toEqual(["close", "close", "close"]);
    expect(seen.requests[1]!.body).toBe('{"token":"é"}');
  });

  it("says a request the server never answered was dropped, with the socket's error", async () => {
    const { url } = await countingServer();
    server!.on("request", (request: IncomingMessage) => request.socket.destroy());
    const lost = await testerFetch(`${url}/t/a-test/events`, { method: "POST", body: "{}" });
    expect(lost).toEqual({ status: 0, text: "no answer: ECONNRESET", dropped: true });
  });

  it("counts wrangler's own 'Network connection lost' answer as dropped, and any other 500 as an answer", async () => {
    const { url } = await countingServer();
    server!.removeAllListeners("request");
    let answer = "Error: Network connection lost.\n    at async Object.fetch (entry.worker.js)";
    server!.on("request", (_request, response) => response.writeHead(500).end(answer));
    expect(await testerFetch(`${url}/x`, { method: "POST", body: "{}" })).toMatchObject({ status: 500, dropped: true });
    answer = '{"error":{"code":"internal_error"}}';
    expect(await testerFetch(`${url}/x`, { method: "POST", body: "{}" })).toMatchObject({ status: 500, dropped: false });
  });
});
