import { describe, expect, it } from "vitest";
import { unwrapMarkdownFence } from "../../../shared/answer-text";
import type { TextStream } from "../../../workers/ai/text-stream";
import { unfencedStream } from "../../../workers/ai/unfence-stream";

/** The text in pieces of `size` characters, as a provider streams it. */
function streamOf(text: string, size: number): TextStream {
  const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
  const stream = new ReadableStream<string>({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
  return Object.assign(stream, { ending: Promise.resolve({ cutOff: false }), thinking: false });
}

async function read(stream: ReadableStream<string>) {
  let text = "";
  for await (const piece of stream as unknown as AsyncIterable<string>) text += piece;
  return text;
}

const answers = [
  "```markdown\n# Pricing\n\n- Freemium\n- Team plan\n```",
  "\n```md\n## Launch\n\n```bash\nnpm run launch\n```\n\nThen tell people.\n```\nGood luck!",
  "```markdown\n# Cut off before the fence clo",
  "# Plain answer\n\nNo fence at all, with `code` inline.",
  "Short lead line\nand a second line without any fence",
  "```\nnpm install\n```\nDone.",
  "```markdown\n# T\nIntro\n```\ncode\n```\nmore text\n```\nbye",
  "```markdown\n# Long code\n```\n" + "const x = 1;\n".repeat(40) + "```\nAfter the code.\n```",
];

describe("a chat reply wrapped in a Markdown fence, unwrapped while it streams", () => {
  it.each([1, 3, 17, 1000])("gives the same text as the whole-text cleaner, in pieces of %i characters", async (size) => {
    for (const answer of answers) {
      expect((await read(unfencedStream(streamOf(answer, size)))).trim()).toBe(unwrapMarkdownFence(answer).trim());
    }
  });

  it("streams an answer that does not open with a fence without holding anything back", async () => {
    const lead = "Sure! Here is my advice:\n\n```md\n## Launch\n```";
    expect(await read(unfencedStream(streamOf(lead, 4)))).toBe(lead);
    const pieces: string[] = [];
    const reader = unfencedStream(streamOf("Launch on a Tuesday", 6)).getReader();
    pieces.push((await reader.read()).value!);
    expect(pieces).toEqual(["Launch"]);
  });

  it("passes on text it held back before a failure, then the failure", async () => {
    const failing = Object.assign(
      new ReadableStream<string>({
        start(controller) {
          controller.enqueue("```markdown\n# Plan\n- one");
        },
        pull(controller) {
          controller.error(new Error("connection lost"));
        },
      }),
      { ending: Promise.resolve({ cutOff: false }), thinking: false },
    );
    const reader = unfencedStream(failing).getReader();
    let text = "";
    await expect(
      (async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read()) text += next.value;
      })(),
    ).rejects.toThrow("connection lost");
    expect(text).toBe("# Plan\n- one");
  });

  it("keeps the inner code block and drops the prose after the closing fence", async () => {
    const out = await read(unfencedStream(streamOf(answers[1]!, 5)));
    expect(out).toContain("```bash\nnpm run launch\n```");
    expect(out).not.toContain("Good luck");
    expect(out.startsWith("## Launch")).toBe(true);
  });
});
