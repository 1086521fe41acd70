// The eval talks to the app the way its screens do: one signed-in account, same-origin requests,
// text tools and ask-persona read as server-sent events (as the UI streams them), structured tools
// as JSON, chat as the OpenAI-style stream. Each call returns what the report needs: status,
// client-side latency, the response body, and whether the server marked the answer cut off.
import { readFile } from "node:fs/promises";
import { sseFrames } from "../lib/sse-frames.mjs";

export async function signUpAndIn(origin) {
  const email = `eval-${Date.now().toString(36)}@example.com`;
  const body = JSON.stringify({ email, password: "correct horse battery" });
  const headers = { "Content-Type": "application/json", Origin: origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up`, { method: "POST", headers, body });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const signIn = await fetch(`${origin}/api/auth/sign-in`, { method: "POST", headers, body });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { token } = await signIn.json();
  return { origin, headers: { Origin: origin, Cookie: `ux_twin_session=${token}` } };
}

async function postJson(account, path, body, extraHeaders = {}) {
  return fetch(`${account.origin}${path}`, {
    method: "POST",
    headers: { ...account.headers, "Content-Type": "application/json", ...extraHeaders },
    body: JSON.stringify(body),
  });
}

export async function createProduct(account, brief) {
  const response = await postJson(account, "/api/products", brief);
  if (response.status !== 201) throw new Error(`creating product ${brief.name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).product.id;
}

/** Uploads a PNG screen as the raw body; returns its upload key. */
export async function uploadScreen(account, path) {
  const response = await fetch(`${account.origin}/api/uploads`, {
    method: "POST",
    headers: { ...account.headers, "Content-Type": "image/png" },
    body: await readFile(path),
  });
  if (response.status !== 201) throw new Error(`uploading ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).upload.key;
}

const failure = async (response) => {
  const text = await response.text();
  try {
    return JSON.parse(text).error ?? { code: "unknown", message: text.slice(0, 300) };
  } catch {
    return { code: "unknown", message: text.slice(0, 300) };
  }
};

/**
 * A tool or ask-persona as the screens call it: text tools stream (`delta` events, then one `done`
 * with the response, or `error`); structured tools answer JSON whatever is asked, so the answer's
 * own content type says which it is and no list of tools is kept here.
 */
async function toolCall(account, path, body) {
  const response = await postJson(account, path, body, { Accept: "text/event-stream" });
  if (response.status !== 200) return { status: response.status, error: await failure(response) };
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    const json = await response.json();
    return { status: 200, response: json, cutOff: json.cutOff === true };
  }
  let done;
  let error;
  for await (const frame of sseFrames(response)) {
    if (frame.event === "done") done = JSON.parse(frame.data);
    else if (frame.event === "error") error = JSON.parse(frame.data).error;
  }
  if (error || !done) return { status: 200, error: error ?? { code: "no_done_event", message: "the stream ended without a done event" } };
  return { status: 200, response: done, cutOff: done.cutOff === true };
}

/** The chat endpoint as the Quick Chat screen calls it; the answer and the stream's finish_reason. */
async function chat(account, body) {
  const response = await postJson(account, "/api/chat/completions", body);
  if (response.status !== 200) return { status: response.status, error: await failure(response) };
  let content = "";
  let finishReason = null;
  let error;
  let finished = false;
  for await (const frame of sseFrames(response)) {
    if (frame.data === "[DONE]") {
      finished = true;
      continue;
    }
    const chunk = JSON.parse(frame.data);
    if (chunk.error) error = chunk.error;
    const choice = chunk.choices?.[0];
    content += choice?.delta?.content ?? "";
    finishReason = choice?.finish_reason ?? finishReason;
  }
  if (error || !finished) return { status: 200, error: error ?? { code: "no_done", message: "the chat stream ended without [DONE]" } };
  return { status: 200, response: { content, finishReason }, cutOff: finishReason === "length" };
}

/** One call of a tool (or chat, or ask-persona) with its client-side latency. */
export async function callTool(account, tool, body) {
  const started = performance.now();
  let outcome;
  try {
    if (tool === "chat") outcome = await chat(account, body);
    else outcome = await toolCall(account, `/api/functions/${tool}`, body);
  } catch (error) {
    outcome = { status: 0, error: { code: "client_error", message: String(error?.message ?? error) } };
  }
  return { ...outcome, latencyMs: performance.now() - started };
}
