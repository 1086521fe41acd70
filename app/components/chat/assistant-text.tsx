import { Fragment } from "react";
import { formatAssistantMessage } from "~/lib/chat-format";

/** An assistant message as text nodes only: bold runs and kept line breaks, never HTML. */
export function AssistantText({ content }: { content: string }) {
  const lines = formatAssistantMessage(content);
  return (
    <>
      {lines.map((runs, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {runs.map((run, runIndex) =>
            run.bold ? (
              <strong key={runIndex} className="font-semibold">
                {run.text}
              </strong>
            ) : (
              <Fragment key={runIndex}>{run.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
