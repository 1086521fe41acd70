// How the prototype-test parts send a tester's requests (docs/benchmarks.md#prototype-test-load).
import { request } from "node:http";

/**
 * wrangler's local proxy answers this itself when it loses its pooled connection to the Worker
 * (scripts/lib/worker-socket.mjs): the Worker never saw the request, so the page sends again.
 */
export const proxyDropped = (status, text) => status === 500 && text.startsWith("Error: Network connection lost");

/**
 * One tester request on a connection of its own. Testers are separate browsers, and the server
 * (workerd) closes a connection left idle for 5 s: one shared keep-alive pool that a busy bench
 * process reuses near that moment writes requests onto connections the server is closing, and
 * they come back as ECONNRESET without reaching the Worker (a browser would resend them on a
 * new connection). A fresh connection per request has no idle moment to race. Answers
 * `{ status, text, dropped }`; `dropped` when the Worker never answered (sent again by the caller).
 */
export function testerFetch(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const noAnswer = (error) => resolve({ status: 0, text: `no answer: ${error.code ?? error.message}`, dropped: true });
    const sent = request(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, Connection: "close", ...(body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) }) },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", noAnswer);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode, text, dropped: proxyDropped(response.statusCode, text) });
        });
      },
    );
    sent.on("error", noAnswer);
    sent.end(body);
  });
}
