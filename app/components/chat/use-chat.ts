import { useCallback, useRef, useState } from "react";
import { toast, toastError } from "~/components/ui/toast";
import { ClientApiError } from "~/lib/api-client";
import { saveConversation } from "~/lib/api/conversations";
import { useWorkingProduct } from "~/lib/use-working-product";
import { streamChatReply } from "./chat-client";
import type { ChatMessage } from "./message-list";

const newMessageId = () => crypto.randomUUID();
const CUT_OFF_MESSAGE = "The answer was cut off at the length limit.";

/** A saved chat opened with "Continue chat": its id and its messages so far. */
export type ContinuedChatState = { conversationId: string; messages: ChatMessage[] };

/** How a reply is stored in a saved chat, and what to show again if it fails. */
type AskMode = { replaceLastReply?: boolean; editLast?: boolean; restoreOnError?: ChatMessage[] };

/**
 * The Quick Chat state machine (docs/product.md#quick-chat): sending adds the user message and
 * an empty assistant message that grows as the reply streams in; a failure removes the
 * unfinished assistant message and shows a toast. A chat is saved once; later exchanges are
 * appended to the saved conversation by the server. The last user message can be edited and
 * resent (its reply is replaced).
 */
export function useChat(initial?: ContinuedChatState) {
  // A continued chat (docs/product.md#continue-copy-and-edit) starts with its saved turns and id,
  // so new turns are appended to it by the server and "Save" shows it as saved.
  const [messages, setMessages] = useState<ChatMessage[]>(() => initial?.messages ?? []);
  const [loading, setLoading] = useState(false);
  // A reasoning model is thinking before its reply's first words.
  const [thinking, setThinking] = useState(false);
  const [conversationId, setConversationId] = useState<string | null>(initial?.conversationId ?? null);
  const [saving, setSaving] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  // Inside a product, every request names it (the server adds its brief) and Save puts the chat into it.
  const { product, productId } = useWorkingProduct();
  // Refs mirror state so callbacks fired from timers (quick questions) see the latest values.
  const stateRef = useRef({ messages, loading, conversationId, productId, productName: product?.name ?? null });
  stateRef.current = { messages, loading, conversationId, productId, productName: product?.name ?? null };

  const ask = useCallback(async (history: ChatMessage[], mode: AskMode = {}) => {
    const assistant: ChatMessage = { id: newMessageId(), role: "assistant", content: "" };
    setMessages([...history, assistant]);
    setLoading(true);
    setThinking(false);
    const controller = new AbortController();
    abortRef.current = controller;
    const grow = (text: string) => {
      setThinking(false);
      setMessages((current) => current.map((m) => (m.id === assistant.id ? { ...m, content: m.content + text } : m)));
    };
    try {
      const reply = await streamChatReply(
        {
          messages: history.map(({ role, content }) => ({ role, content })),
          conversationId: stateRef.current.conversationId ?? undefined,
          productId: stateRef.current.productId ?? undefined,
          replaceLastReply: mode.replaceLastReply || undefined,
          editLast: mode.editLast || undefined,
        },
        { signal: controller.signal, onDelta: grow, onThinking: () => setThinking(true) },
      );
      // Only a reasoning model cut off while still thinking ends with no words (docs/product.md#cut-off-answers).
      if (reply === "") {
        setMessages((current) => current.filter((m) => m.id !== assistant.id));
        toast({ title: CUT_OFF_MESSAGE, variant: "warning" });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        // Stopped by the user: keep what arrived, drop the bubble if nothing did.
        setMessages((current) => current.filter((m) => m.id !== assistant.id || m.content !== ""));
      } else {
        // A failed edit shows the exchange it was meant to replace again: the saved chat still holds it.
        setMessages((current) => mode.restoreOnError ?? current.filter((m) => m.id !== assistant.id));
        // Only the server's own words are shown; anything else (a broken stream) reads as the fallback.
        toastError("Error", error instanceof ClientApiError ? error : null, "Failed to get response");
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setLoading(false);
      setThinking(false);
    }
  }, []);

  /** Send is blocked when the text is empty or a reply is loading. */
  const send = useCallback(
    (text: string): boolean => {
      const { loading: busy, messages: current } = stateRef.current;
      if (!text.trim() || busy) return false;
      void ask([...current, { id: newMessageId(), role: "user", content: text }]);
      return true;
    },
    [ask],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Asks again for the last reply; in a saved chat the new reply replaces the stored one. */
  const regenerate = useCallback(() => {
    const { loading: busy, messages: current } = stateRef.current;
    if (busy) return;
    const lastUser = current.findLastIndex((m) => m.role === "user");
    if (lastUser === -1) return;
    void ask(current.slice(0, lastUser + 1), { replaceLastReply: current.length > lastUser + 1 });
  }, [ask]);

  /**
   * Edit and resend: the last user message becomes `text` and its reply is asked for again. In
   * a saved chat the server swaps the stored exchange once the new reply is complete.
   */
  const editLast = useCallback(
    (text: string): boolean => {
      const { loading: busy, messages: current } = stateRef.current;
      const lastUser = current.findLastIndex((m) => m.role === "user");
      if (!text.trim() || busy || lastUser === -1) return false;
      const edited: ChatMessage = { id: newMessageId(), role: "user", content: text };
      void ask([...current.slice(0, lastUser), edited], { editLast: true, restoreOnError: current });
      return true;
    },
    [ask],
  );

  const save = useCallback(async () => {
    const { messages: current, conversationId: saved, loading: busy, productId: into, productName } = stateRef.current;
    if (current.length === 0 || saved || busy) return;
    setSaving(true);
    try {
      const conversation = await saveConversation({
        messages: current.filter((m) => m.content !== "").map(({ role, content }) => ({ role, content })),
        ...(into ? { productId: into } : {}),
      });
      setConversationId(conversation.id);
      toast({ title: "Conversation saved", description: productName ? `Saved into ${productName}.` : undefined, variant: "success" });
    } catch (error) {
      toastError("Save failed", error);
    } finally {
      setSaving(false);
    }
  }, []);

  /** The mobile back button / "New chat": a fresh chat, and the saved marker cleared. */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    setMessages([]);
    setConversationId(null);
  }, []);

  return { messages, loading, thinking, saving, conversationId, send, stop, regenerate, editLast, save, reset };
}
