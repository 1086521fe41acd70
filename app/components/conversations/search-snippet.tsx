import { SNIPPET_MARK_END, SNIPPET_MARK_START } from "@shared/contracts/conversations";

/**
 * Splits a snippet into plain and matched parts on the server's markers. Text stays text (no
 * HTML is ever parsed), so a message that contains markup shows as written.
 */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, chunk] of snippet.split(SNIPPET_MARK_START).entries()) {
    const end = chunk.indexOf(SNIPPET_MARK_END);
    if (index === 0 || end === -1) {
      parts.push({ text: chunk.replaceAll(SNIPPET_MARK_END, ""), match: false });
      continue;
    }
    parts.push({ text: chunk.slice(0, end), match: true });
    parts.push({ text: chunk.slice(end + 1).replaceAll(SNIPPET_MARK_END, ""), match: false });
  }
  return parts.filter((part) => part.text !== "");
}

/** The passage where the words were found, matched words highlighted. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <span className="mt-0.5 line-clamp-2 block break-words text-sm text-muted">
      {snippetParts(snippet).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-[3px] bg-accent-soft px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
