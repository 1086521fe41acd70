import { fitHeadings } from "@shared/markdown-outline";
import { safeMarkdown } from "@shared/markdown-safe";
import { cutAtWord } from "@shared/plain-text";
import { formatAssistantMessage, stripParentheticals } from "./chat-format";

export type ChatTurn = { role: string; content: string };

/** Who said a turn, as the downloaded chat names them. */
function speaker(role: string): string {
  return role === "user" ? "You" : "UX Twin";
}

/** What a reader saw: assistant replies lose their "(…)" remarks, as on screen (docs/product.md#quick-chat). */
function shownText(turn: ChatTurn): string {
  return (turn.role === "user" ? turn.content : stripParentheticals(turn.content)).trim();
}

/**
 * The whole chat as a readable Markdown file: the title, then each turn in order under who said
 * it. Passed through safeMarkdown, because the file is opened in tools that may render HTML.
 */
export function chatMarkdown(title: string, turns: readonly ChatTurn[]): string {
  const heading = title.replace(/\s+/g, " ").trim() || "Chat";
  const body = turns
    .filter((turn) => turn.content.trim())
    .flatMap((turn) => [`## ${speaker(turn.role)}`, "", fitHeadings(shownText(turn), 3), ""]);
  return safeMarkdown([`# ${heading}`, "", ...body].join("\n"));
}

/** One message as plain text, the way it reads on screen: no "**" markers, no "(…)" remarks. */
export function plainMessageText(turn: ChatTurn): string {
  if (turn.role === "user") return turn.content;
  return formatAssistantMessage(turn.content)
    .map((runs) => runs.map((run) => run.text).join(""))
    .join("\n");
}

/** `<title>.md`: lower case, words joined by hyphens, nothing a file system refuses. */
export function chatFileName(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  // Whole characters, so a cut never splits an emoji or accented letter in two.
  const slug = Array.from(words).slice(0, 80).join("").replace(/-+$/, "");
  return `${slug || "chat"}.md`;
}

/** A title for a chat not saved yet: its first question, cut at a word boundary. */
export function chatTitleFrom(turns: readonly ChatTurn[], limit = 60): string {
  const first =
    turns
      .find((turn) => turn.role === "user")
      ?.content.replace(/\s+/g, " ")
      .trim() ?? "";
  return first ? cutAtWord(first, limit) : "Chat";
}
