import { Fragment } from "react";
import { formatAssistantMessage, shownLines, type FormattedLine, type ShownLine } from "~/lib/chat-format";

/**
 * An assistant message as text nodes only: bold runs and kept line breaks, never HTML. Consecutive
 * list items ("- …") become one list of bullets instead of showing their Markdown markers.
 */
export function AssistantText({ content }: { content: string }) {
  const blocks = groupLists(shownLines(formatAssistantMessage(content)));
  return (
    <>
      {blocks.map((block, index) =>
        block.list ? (
          <span key={index} role="list" className="my-1 flex flex-col gap-1">
            {block.items.map((runs, item) => (
              <span key={item} role="listitem" className="flex gap-2">
                <span aria-hidden="true" className="select-none text-muted">
                  •
                </span>
                <span className="min-w-0">
                  <Runs runs={runs} />
                </span>
              </span>
            ))}
          </span>
        ) : (
          <Fragment key={index}>
            {/* A list is a block of its own: the line after it starts on a new line without a break. */}
            {block.lines.map((runs, line) => (
              <Fragment key={line}>
                {line > 0 && <br />}
                <Runs runs={runs} />
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}

type Block = { list: true; items: FormattedLine[] } | { list: false; lines: FormattedLine[] };

/** Runs of lines in order: list items together, other lines together. */
function groupLists(lines: ShownLine[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (line.bullet) {
      if (last?.list) last.items.push(line.runs);
      else blocks.push({ list: true, items: [line.runs] });
    } else if (last && !last.list) last.lines.push(line.runs);
    else blocks.push({ list: false, lines: [line.runs] });
  }
  return blocks;
}

function Runs({ runs }: { runs: FormattedLine }) {
  return runs.map((run, index) =>
    run.bold ? (
      <strong key={index} className="font-semibold">
        {run.text}
      </strong>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
