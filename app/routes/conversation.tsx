import { ArrowLeft, Trash2 } from "lucide-react";
import { ContinueChatButton } from "~/components/chat/continue-chat-button";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { hasRole, type MemberRole, type ProductRole } from "@shared/contracts/product-members";
import type { ResultVersion } from "@shared/result-versions";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CommentsButton, CommentsFrame } from "~/components/comments/comments-panel";
import { ItemComments } from "~/components/comments/item-comments";
import { SavedChat } from "~/components/chat/saved-chat";
import { ConversationTitle } from "~/components/conversations/conversation-title";
import { ItemRoomNotice } from "~/components/conversations/item-room-notice";
import { MemberItemHeader } from "~/components/conversations/member-item-header";
import { useItemRoom, useMyUserId, type ItemRoom } from "~/components/conversations/use-item-room";
import { PresenceAvatars } from "~/components/products/presence-avatars";
import { ProductSelect } from "~/components/conversations/product-select";
import { LiveSavedToolResult } from "~/components/conversations/live-saved-result";
import { SavedToolResult } from "~/components/conversations/saved-result";
import { ShareControls } from "~/components/conversations/share-controls";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { deleteConversation, readSavedVersion } from "~/lib/api/conversations";
import { formatShortDate } from "~/lib/dates";
import { useLiveConversation } from "~/lib/use-live-conversation";
import type { Route } from "./+types/conversation";

export { loader } from "./conversation.server";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.conversation.title} — UX Twin` : "Conversation — UX Twin" },
  { name: "robots", content: "noindex" },
];

export default function ConversationPage({ loaderData }: Route.ComponentProps) {
  const { conversation } = loaderData;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // A turn, version or rename from another tab or device re-reads this page.
  const reload = useLiveConversation(conversation.id);
  const { role, productId, productName } = conversation;
  // An item in a product: who else is on it (avatars), and a member's page kept current. One
  // socket per page: the comments re-read on its "comments" message, and with the page (a
  // reconnect, a new role) since messages may have been missed.
  const [commentsChangedAt, setCommentsChangedAt] = useState(0);
  const commentsChanged = useCallback(() => setCommentsChangedAt((count) => count + 1), []);
  const reloadWithComments = useCallback(() => {
    commentsChanged();
    return reload();
  }, [commentsChanged, reload]);
  const room = useItemRoom({
    itemId: conversation.id,
    productId,
    role,
    reload: reloadWithComments,
    onChange: (message) => message.type === "comments" && message.conversationId === conversation.id && commentsChanged(),
  });
  const meId = useMyUserId();
  const presence = <PresenceAvatars people={room.people} meId={meId} />;
  const loadVersion = useCallback((number: number) => readSavedVersion(conversation.id, number), [conversation.id]);
  // A member of the item's product (not its owner) reads it; an editor also works on it.
  if (role !== "owner" && productId && productName !== null)
    return (
      <ItemWithComments
        conversationId={conversation.id}
        productId={productId}
        pinnable={Boolean(conversation.tool)}
        productRole={role}
        meId={meId}
        changedAt={commentsChangedAt}
      >
        <MemberItem
          conversation={conversation}
          role={role}
          product={{ id: productId, name: productName }}
          room={room}
          presence={presence}
          reload={reload}
          loadVersion={loadVersion}
        />
      </ItemWithComments>
    );

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteConversation(conversation.id);
      toast({ title: "Conversation deleted", variant: "success" });
      void navigate("/dashboard");
    } catch (error) {
      toastError("Failed to delete", error);
      setDeleting(false);
    }
  };

  const page = (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start gap-3 border-b border-border pb-5">
        <Button asChild variant="ghost" size="icon" aria-label="Back to Dashboard">
          <Link to="/dashboard">
            <ArrowLeft size={18} aria-hidden />
          </Link>
        </Button>
        {/* What it is (title, date, product) beside the back link, what to do with it in one row: on a phone
            the header stays two rows, so the messages start above the fold. */}
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <ConversationTitle conversationId={conversation.id} title={conversation.title} />
          <p className="text-sm text-muted">Last updated {formatShortDate(conversation.updatedAt)}</p>
          <ProductSelect conversationId={conversation.id} productId={conversation.productId} />
          {presence}
        </div>
        <div className="flex basis-full flex-wrap items-center gap-2 sm:basis-auto">
          {/* Chats only: a tool result is not a chat (docs/product.md#continue-copy-and-edit). */}
          {!conversation.tool && <ContinueChatButton conversationId={conversation.id} />}
          {conversation.tool && <CommentsButton />}
          <ShareControls
            conversationId={conversation.id}
            initialShareId={conversation.shareId}
            hasScreens={conversation.hasScreens}
            initialShareScreens={conversation.shareScreens}
          />
          <Button variant="outline" size="sm" onClick={() => void remove()} disabled={deleting}>
            <Trash2 size={16} aria-hidden />
            Delete
          </Button>
        </div>
      </header>
      <ItemBody conversation={conversation} productRole="owner" reload={reload} loadVersion={loadVersion} />
    </article>
  );
  return (
    <ItemWithComments
      conversationId={conversation.id}
      productId={productId}
      pinnable={Boolean(conversation.tool)}
      productRole="owner"
      meId={meId}
      changedAt={commentsChangedAt}
    >
      {page}
    </ItemWithComments>
  );
}

/** A saved result in a product: its comments (panel, markers, composer), re-read whenever `changedAt` moves. */
function ItemWithComments({
  conversationId,
  productId,
  pinnable,
  productRole,
  meId,
  changedAt,
  children,
}: {
  conversationId: string;
  productId: string | null;
  /** A saved result has elements to pin to; a chat has none. */
  pinnable: boolean;
  productRole: ProductRole;
  meId: string | undefined;
  changedAt: number;
  children: ReactNode;
}) {
  // A notification links here with its comment open.
  const [search] = useSearchParams();
  return (
    <ItemComments
      conversationId={conversationId}
      productId={productId}
      enabled={pinnable}
      role={productRole}
      meId={meId}
      changedAt={changedAt}
      openComment={search.get("comment")}
    >
      <CommentsFrame>{children}</CommentsFrame>
    </ItemComments>
  );
}

type Loaded = Route.ComponentProps["loaderData"]["conversation"];

/**
 * The item as a member reads it: like a share page, with where it is and their role. An editor
 * renames it and saves versions of it (docs/product.md#members-and-roles), nothing owner-only.
 */
function MemberItem({
  conversation,
  role,
  product,
  room,
  presence,
  reload,
  loadVersion,
}: {
  conversation: Loaded;
  role: MemberRole;
  product: { id: string; name: string };
  room: ItemRoom;
  /** Who else is on this item, for the header. */
  presence: ReactNode;
  reload: () => Promise<void>;
  loadVersion: (number: number) => Promise<ResultVersion>;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start gap-3 border-b border-border pb-5">
        <Button asChild variant="ghost" size="icon" aria-label={`Back to ${product.name}`}>
          <Link to={`/products/${encodeURIComponent(product.id)}`}>
            <ArrowLeft size={18} aria-hidden />
          </Link>
        </Button>
        <MemberItemHeader
          conversationId={conversation.id}
          title={conversation.title}
          updatedAt={conversation.updatedAt}
          product={product}
          role={role}
        >
          {presence}
        </MemberItemHeader>
        {conversation.tool && (
          <div className="flex basis-full flex-wrap items-center gap-2 sm:basis-auto">
            <CommentsButton />
          </div>
        )}
      </header>
      <ItemRoomNotice room={room} product={product} />
      <ItemBody conversation={conversation} productRole={role} reload={reload} loadVersion={loadVersion} />
    </article>
  );
}

/**
 * The item itself, the same for its owner and its members: a saved result the owner or an editor
 * works on (live, saving versions), one any other member only reads, or a chat.
 */
function ItemBody({
  conversation,
  productRole,
  reload,
  loadVersion,
}: {
  conversation: Loaded;
  productRole: ProductRole;
  reload: () => Promise<void>;
  /** How a reader opens an older version of a result. */
  loadVersion: (number: number) => Promise<ResultVersion>;
}) {
  if (!conversation.tool) return <SavedChat title={conversation.title} messages={conversation.messages} />;
  const brief = conversation.messages[0]?.content ?? null;
  if (!hasRole(productRole, "editor"))
    return (
      <SavedToolResult
        tool={conversation.tool}
        brief={brief}
        versions={conversation.versions}
        latest={conversation.latestVersion}
        loadVersion={loadVersion}
      />
    );
  return (
    <LiveSavedToolResult
      key={conversation.id}
      editor={productRole === "editor"}
      conversationId={conversation.id}
      reload={reload}
      productId={conversation.productId}
      title={conversation.title}
      tool={conversation.tool}
      brief={brief}
      versions={conversation.versions}
      latest={conversation.latestVersion}
    />
  );
}

/** Any failure to load: tell the person and take them back to the dashboard (docs/product.md#conversation-page). */
export function ErrorBoundary() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: "Failed to load conversation", variant: "destructive" });
    void navigate("/dashboard", { replace: true });
  }, [navigate]);
  return <LoadingConversation />;
}

export function LoadingConversation() {
  return (
    <p role="status" className="mx-auto max-w-3xl px-6 py-16 text-center text-muted">
      Loading conversation...
    </p>
  );
}
