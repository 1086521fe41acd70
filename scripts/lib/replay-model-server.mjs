// A local stand-in for an OpenAI-compatible model server that answers with recorded answers of
// real open models (tests/fixtures/model-answers/), so the app's repair path is measured against
// the mess those models really produce, with no network and no GPU. Used by `npm run eval --replay`
// and the tests. The caller queues the answers of the recording it is about to exercise; each
// request takes the next one. Nothing queued is a 500 that says so, so a mismatch between what the
// app asks and what a recording holds shows up instead of passing silently. An answer may carry
// `reasoning`, a reasoning model's thinking, served as `reasoning_content` (streamed as deltas).
import { createServer } from "node:http";

/** Requests larger than this are refused: the validator's three screens as data URLs fit easily. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** Characters per streamed chunk: small enough that every answer arrives in many pieces. */
const CHUNK_CHARS = 12;
/** Fixed, so two runs over the same recordings produce the same bytes. */
const CREATED = 1_767_225_600;

/** A rough token count (about four characters a token), enough for the eval's in/out columns. */
const tokens = (text) => Math.ceil(text.length / 4);

function promptText(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  return messages
    .map((m) => (typeof m.content === "string" ? m.content : Array.isArray(m.content) ? m.content.map((p) => p.text ?? "").join("") : ""))
    .join("\n");
}

function sendJson(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** The content in pieces of a few characters, never splitting a surrogate pair. */
function pieces(content) {
  const chars = Array.from(content);
  const out = [];
  for (let i = 0; i < chars.length; i += CHUNK_CHARS) out.push(chars.slice(i, i + CHUNK_CHARS).join(""));
  return out;
}

function streamAnswer(res, { id, model, answer, usage }) {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  const chunk = (delta, finishReason, extra = {}) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: CREATED, model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;
  let out = chunk({ role: "assistant", content: "" }, null);
  // A reasoning model's thinking, sent apart as vLLM, DeepSeek and Workers AI send it (`reasoning_content`).
  if (answer.reasoning) for (const piece of pieces(answer.reasoning)) out += chunk({ reasoning_content: piece }, null);
  for (const piece of pieces(answer.content)) out += chunk({ content: piece }, null);
  out += chunk({}, answer.finishReason, { usage });
  out += "data: [DONE]\n\n";
  res.end(out);
}

function completeAnswer(res, { id, model, answer, usage }) {
  sendJson(res, 200, {
    id,
    object: "chat.completion",
    created: CREATED,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: answer.content, ...(answer.reasoning ? { reasoning_content: answer.reasoning } : {}) },
        finish_reason: answer.finishReason,
      },
    ],
    usage,
  });
}

function checkAnswer(answer) {
  if (typeof answer?.content !== "string") throw new Error("a queued answer needs a string content");
  if (answer.reasoning !== undefined && typeof answer.reasoning !== "string") throw new Error("an answer's reasoning must be a string");
  if (answer.finishReason !== "stop" && answer.finishReason !== "length")
    throw new Error(`finishReason must be "stop" or "length", not ${JSON.stringify(answer.finishReason)}`);
  return { content: answer.content, finishReason: answer.finishReason, ...(answer.reasoning ? { reasoning: answer.reasoning } : {}) };
}

/**
 * Starts the replay server on 127.0.0.1 (a free port unless `port` is given).
 * `recordings` (optional) lets a caller queue a recording by id with `queueRecording(id)`.
 * `requests` lists every chat-completion request received (body fields the eval reports on).
 */
export async function startReplayServer({ recordings = [], port = 0 } = {}) {
  const byId = new Map(recordings.map((r) => [r.id, r]));
  const queued = [];
  const requests = [];
  let served = 0;

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && path === "/v1/models") {
      return sendJson(res, 200, { object: "list", data: [{ id: "replay-model", object: "model", created: CREATED, owned_by: "replay" }] });
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      return sendJson(res, 404, { error: { message: `replay server: no route ${req.method} ${path}`, type: "not_found" } });
    }
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > MAX_BODY_BYTES)
        return sendJson(res, 413, { error: { message: "replay server: request body too large", type: "too_large" } });
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        return sendJson(res, 400, { error: { message: "replay server: the request body is not JSON", type: "invalid_request" } });
      }
      const stream = body.stream === true;
      const answer = queued.shift();
      requests.push({
        stream,
        model: body.model,
        responseFormat: body.response_format?.type ?? null,
        maxTokens: body.max_tokens ?? null,
        reasoningEffort: body.reasoning_effort ?? null,
        answered: Boolean(answer),
      });
      if (!answer) {
        return sendJson(res, 500, {
          error: {
            message: `replay server: no answer queued for request ${requests.length} (the app asked for more answers than the recording holds)`,
            type: "replay_queue_empty",
          },
        });
      }
      served += 1;
      const usage = {
        prompt_tokens: tokens(promptText(body)),
        completion_tokens: tokens((answer.reasoning ?? "") + answer.content),
        total_tokens: tokens(promptText(body)) + tokens((answer.reasoning ?? "") + answer.content),
      };
      const reply = { id: `chatcmpl-replay-${served}`, model: typeof body.model === "string" ? body.model : "replay-model", answer, usage };
      return stream ? streamAnswer(res, reply) : completeAnswer(res, reply);
    });
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    requests,
    /** Queues answers, served one per request in order. */
    queue(answers) {
      queued.push(...answers.map(checkAnswer));
    },
    /** Queues every answer of a recording passed at start. */
    queueRecording(id) {
      const recording = byId.get(id);
      if (!recording) throw new Error(`replay server: no recording ${id}`);
      this.queue(recording.answers);
    },
    /** How many queued answers no request has taken yet. */
    pending: () => queued.length,
    /** Drops the answers no request took (e.g. a re-ask answer the app did not need). */
    clear: () => void queued.splice(0),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
