import { readFileSync, statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInWithFetch } from "./session";

/**
 * A tab closed mid-reply, against the real served app (wrangler, workerd): the server log gets
 * no error or warning for it, and a reply that belongs to a saved conversation is still stored whole.
 * A server of its own, so the log holds only what these requests caused (other files run at the
 * same time), streaming at a model's pace so the drop lands mid-reply.
 */
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer("disconnect");
});
afterAll(async () => {
  await server?.stop();
});
const baseUrl = () => server.url;
const logSize = () => statSync(server.logFile).size;
const logSince = (offset: number) => readFileSync(server.logFile).subarray(offset).toString("utf8");

/** Request headers of a freshly signed-in user (the session cookie), for same-origin API calls. */
async function signedIn() {
  const cookie = (await signInWithFetch("disconnect", baseUrl())).headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no session cookie");
  return { Origin: baseUrl(), "Content-Type": "application/json", Cookie: cookie };
}

/** Starts a streamed request, reads its first bytes, then drops the connection like a closed tab. */
async function dropMidStream(path: string, headers: Record<string, string>, body: unknown) {
  const connection = new AbortController();
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { ...headers, Accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal: connection.signal,
  });
  expect(response.status).toBe(200);
  await response.body!.getReader().read();
  connection.abort();
}

const textOf = (sse: string) =>
  sse
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => (JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "")
    .join("");

/**
 * The line workerd itself writes when it cannot write a response to a connection the client has
 * closed (docs/reliability.md, "A dropped connection in the server log"): the runtime's record of
 * the drop, logged whatever the Worker's code does with it, and the only error line a drop may leave.
 */
const RUNTIME_DROP_LINE = /^.*ERROR.*Uncaught Error: Network connection lost\..*$/gm;

describe("a client that disconnects mid-stream", () => {
  it("leaves no error or warning of ours in the server log, and the saved chat still gets the whole reply", async () => {
    const headers = await signedIn();
    const saved = await fetch(`${baseUrl()}/api/conversations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }] }),
    });
    expect(saved.status).toBe(201);
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const question = "Plan my launch week";
    const offset = logSize();

    await dropMidStream("/api/chat/completions", headers, {
      conversationId: conversation.id,
      messages: [{ role: "user", content: question }],
    });
    await dropMidStream("/api/chat/completions", headers, { messages: [{ role: "user", content: question }] });
    await dropMidStream("/api/functions/build-startup", headers, { startupIdea: "A tool library for neighbours" });

    const messages = async () =>
      (
        (await (await fetch(`${baseUrl()}/api/conversations/${conversation.id}`, { headers })).json()) as {
          conversation: { messages: { role: string; content: string }[] };
        }
      ).conversation.messages;
    await expect.poll(async () => (await messages()).length, eventually).toBe(3);
    // The offline model answers the same question the same way: compare with an uninterrupted run.
    const full = await fetch(`${baseUrl()}/api/chat/completions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    });
    expect((await messages())[2]).toMatchObject({ role: "assistant", content: textOf(await full.text()) });

    // Anything the aborted requests were going to log has been written by now (the full run came after).
    const logged = logSince(offset).replace(RUNTIME_DROP_LINE, "");
    expect(logged).not.toMatch(/Unable to enqueue|Network connection lost|Uncaught|"level":"(error|warn)"|\[ERROR\]|✘/);
  });
});
