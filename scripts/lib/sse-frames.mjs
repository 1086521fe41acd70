// The server-sent events of a response as the browser's reader sees them, for scripts that talk
// to the running app (the eval, the benchmarks): frames end at a blank line.

/** SSE frames of a response body: `{ event, data }`, data lines joined, event "message" when unnamed. */
export async function* sseFrames(response) {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = frame.match(/^event: (.*)$/m)?.[1] ?? "message";
      const lines = frame.split("\n").filter((line) => line.startsWith("data: "));
      // A frame of comments only (": thinking" while a reasoning model thinks) carries no event.
      if (lines.length === 0) continue;
      yield { event, data: lines.map((line) => line.slice(6)).join("\n") };
    }
  }
}
