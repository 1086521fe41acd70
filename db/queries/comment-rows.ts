import { commentAnchorSchema, type CommentAuthor, type CommentDto, type ReplyDto } from "../../shared/contracts/comments";
import { presenceColor, presenceInitials } from "../../shared/contracts/product-room";

/** Who wrote a comment, with the same initials and colour presence shows for them. */
export function commentAuthor(userId: string, email: string): CommentAuthor {
  return { userId, email, initials: presenceInitials(email), color: presenceColor(userId) };
}

/** One comment or reply as D1 answers it (raw SQL: column names as aliased, times as numbers). */
export type CommentRowRead = {
  id: string;
  parentId: string | null;
  number: number | null;
  anchor: string | null;
  version: number | null;
  authorId: string;
  email: string;
  body: string;
  createdAt: number;
  editedAt: number | null;
  resolvedAt: number | null;
};

export function toReplyDto(row: CommentRowRead, mentions: string[]): ReplyDto {
  return {
    id: row.id,
    author: commentAuthor(row.authorId, row.email),
    body: row.body,
    mentions,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

/** A top-level row as its DTO, or null when its stored pin no longer reads (that comment alone is left out). */
export function toCommentDto(row: CommentRowRead, mentions: string[], replies: ReplyDto[]): CommentDto | null {
  if (row.number === null || row.version === null || row.anchor === null) return null;
  let anchor: unknown;
  try {
    anchor = JSON.parse(row.anchor);
  } catch {
    return null;
  }
  const parsed = commentAnchorSchema.safeParse(anchor);
  if (!parsed.success) return null;
  return {
    ...toReplyDto(row, mentions),
    number: row.number,
    anchor: parsed.data,
    version: row.version,
    resolvedAt: row.resolvedAt,
    replies,
  };
}

/**
 * An item's rows (in seq order) as its threads: top-level comments in marker order, each with its
 * replies oldest first. A reply whose comment is missing from the rows is left out with it.
 */
export function threadsOf(rows: CommentRowRead[], mentionsOf: Map<string, string[]>): CommentDto[] {
  const replies = new Map<string, ReplyDto[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = replies.get(row.parentId) ?? [];
    list.push(toReplyDto(row, mentionsOf.get(row.id) ?? []));
    replies.set(row.parentId, list);
  }
  const threads: CommentDto[] = [];
  for (const row of rows) {
    if (row.parentId !== null) continue;
    const dto = toCommentDto(row, mentionsOf.get(row.id) ?? [], replies.get(row.id) ?? []);
    if (dto) threads.push(dto);
  }
  return threads.sort((a, b) => a.number - b.number);
}

/** The people a write notifies: each mentioned person once, the replied-to author unless mentioned, never the writer. */
export function notifiedPeople(
  writerId: string,
  mentions: readonly string[],
  repliedToAuthorId: string | null,
): { userId: string; kind: "mention" | "reply" }[] {
  const people = new Map<string, "mention" | "reply">();
  for (const userId of mentions) if (userId !== writerId) people.set(userId, "mention");
  if (repliedToAuthorId !== null && repliedToAuthorId !== writerId && !people.has(repliedToAuthorId))
    people.set(repliedToAuthorId, "reply");
  return [...people].map(([userId, kind]) => ({ userId, kind }));
}
