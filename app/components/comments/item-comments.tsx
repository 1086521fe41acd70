import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { CommentAnchor, CommentDto } from "@shared/contracts/comments";
import type { ProductRole } from "@shared/contracts/product-members";
import { toastError } from "~/components/ui/toast";
import { listComments } from "~/lib/api/comments";
import { listMembers } from "~/lib/api/members";
import { placeComments, versionElements, type Marker, type VersionElements } from "~/lib/comments/anchors";
import type { Mentionable } from "~/lib/comments/mentions";

/** The version the page shows and what it holds, as the result view reports it. */
export type ShownVersion = { number: number; parts: readonly string[]; elements: VersionElements };

/** A new comment being written: where it is pinned and where on the page its composer opens. */
export type Draft = { anchor: CommentAnchor; version: number; at: { x: number; y: number } };

/** Who picked a comment: the page scrolls the other side (the marker, or the panel's entry) to it. */
export type Selection = { id: string; from: "marker" | "panel"; seq: number };

type ItemCommentsValue = {
  conversationId: string;
  canComment: boolean;
  role: ProductRole;
  meId: string | undefined;
  comments: CommentDto[] | null;
  failed: boolean;
  reload: () => Promise<void>;
  /** The product's owner and members (whose mentions a comment's text shows). */
  people: Mentionable[];
  /** Whom the writer may mention: everyone but themselves. */
  mentionable: Mentionable[];
  shown: ShownVersion | null;
  setShown: (shown: ShownVersion | null) => void;
  markers: Marker[];
  elsewhere: CommentDto[];
  showResolved: boolean;
  setShowResolved: (show: boolean) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  commenting: boolean;
  setCommenting: (on: boolean) => void;
  draft: Draft | null;
  setDraft: (draft: Draft | null) => void;
  selection: Selection | null;
  select: (id: string, from: Selection["from"]) => void;
  /** The wireframe screen a picked comment is on, for the view to show (a new object per request). */
  screenToShow: { id: string } | null;
  showScreen: (id: string) => void;
};

const ItemCommentsContext = createContext<ItemCommentsValue | null>(null);

/** The comments of the item on this page, when it is in a product; null elsewhere (a personal item, a share). */
export function useItemComments(): ItemCommentsValue | null {
  return useContext(ItemCommentsContext);
}

/**
 * Comments on one saved item of a product (docs/product.md#comments): its comments read from the
 * server, and again whenever `changedAt` moves (the product's room said they changed, or its
 * socket came back); the product's people for @ mentions; and what the panel and the markers
 * share (the shown version, the picked comment, Comment mode, the open composer). With no
 * product (or nothing to pin comments on) it provides nothing and reads nothing, and the page
 * keeps the same tree either way, so moving an item into a product loses nothing on screen.
 */
export function ItemComments({
  conversationId,
  productId,
  enabled: pinnable = true,
  role,
  meId,
  changedAt,
  openComment = null,
  children,
}: {
  conversationId: string;
  /** The item's product; null for an item in none (no comments). */
  productId: string | null;
  /** False for what has nothing to pin to (a chat). */
  enabled?: boolean;
  role: ProductRole;
  meId: string | undefined;
  /** Moves whenever the item's comments may have changed elsewhere (a counter or a time). */
  changedAt: number;
  /** A comment to open once the comments are read (a notification links to it). */
  openComment?: string | null;
  children: ReactNode;
}) {
  const [comments, setComments] = useState<CommentDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the newest read is shown: an older answer arriving late never overwrites a newer one.
  const reads = useRef(0);
  const enabled = pinnable && productId !== null;
  const reload = useCallback(async () => {
    if (!enabled) return;
    const read = ++reads.current;
    try {
      const list = await listComments(conversationId);
      if (read !== reads.current) return;
      setComments(list);
      setFailed(false);
    } catch (error) {
      if (read !== reads.current) return;
      setFailed(true);
      console.warn("Comments could not be read", error);
    }
  }, [conversationId, enabled]);
  useEffect(() => {
    void reload();
  }, [reload, changedAt]);

  const people = useProductPeople(enabled ? productId : null);
  const mentionable = useMemo(() => people.filter((person) => person.userId !== meId), [people, meId]);
  const [shown, setShown] = useState<ShownVersion | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const [open, setOpen] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const select = useCallback((id: string, from: Selection["from"]) => {
    setSelection((now) => ({ id, from, seq: (now?.seq ?? 0) + 1 }));
    if (from === "marker") setOpen(true);
  }, []);

  const [screenToShow, setScreenToShow] = useState<{ id: string } | null>(null);
  const showScreen = useCallback((id: string) => setScreenToShow({ id }), []);

  // A notification's link: the panel opens on its comment (resolved ones shown if it is one), the page scrolls to its marker.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const wanted = comments?.find((comment) => comment.id === openComment);
    if (!wanted || opened.current === wanted.id || !shown) return;
    opened.current = wanted.id;
    if (wanted.resolvedAt !== null) setShowResolved(true);
    setOpen(true);
    select(wanted.id, "panel");
  }, [comments, openComment, shown, select]);

  const { markers, elsewhere } = useMemo(
    () => placeComments(comments ?? [], shown?.elements ?? versionElements([]), { showResolved }),
    [comments, shown, showResolved],
  );
  const canComment = role !== "viewer";
  const value = useMemo<ItemCommentsValue>(
    () => ({
      conversationId,
      canComment,
      role,
      meId,
      comments,
      failed,
      reload,
      people,
      mentionable,
      shown,
      setShown,
      markers,
      elsewhere,
      showResolved,
      setShowResolved,
      open,
      setOpen,
      commenting: commenting && canComment,
      setCommenting,
      draft,
      setDraft,
      selection,
      select,
      screenToShow,
      showScreen,
    }),
    [
      conversationId,
      canComment,
      role,
      meId,
      comments,
      failed,
      reload,
      people,
      mentionable,
      shown,
      markers,
      elsewhere,
      showResolved,
      open,
      commenting,
      draft,
      selection,
      select,
      screenToShow,
      showScreen,
    ],
  );
  return <ItemCommentsContext.Provider value={enabled ? value : null}>{children}</ItemCommentsContext.Provider>;
}

/** The product's owner and members, whom a comment may mention; empty until read (or when it cannot be). */
function useProductPeople(productId: string | null): Mentionable[] {
  const [people, setPeople] = useState<Mentionable[]>([]);
  useEffect(() => {
    if (productId === null) return;
    const controller = new AbortController();
    listMembers(productId, { signal: controller.signal }).then(
      ({ members }) => setPeople(members.map(({ userId, email }) => ({ userId, email }))),
      (error: unknown) => {
        if (!controller.signal.aborted) toastError("The product's members could not be read for @ mentions", error);
      },
    );
    return () => controller.abort();
  }, [productId]);
  return people;
}
