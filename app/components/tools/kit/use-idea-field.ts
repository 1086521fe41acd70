import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductSummaryDto } from "@shared/contracts/products";
import { useWorkingProduct } from "~/lib/use-working-product";
import { useReceivedHandoff } from "./handoff";

/** What a tool's idea field starts with inside a product: the idea, and who it is for. */
export function briefText(product: Pick<ProductSummaryDto, "idea" | "audience">): string {
  const audience = product.audience.trim();
  return audience ? `${product.idea.trim()}\n\nAudience: ${audience}` : product.idea.trim();
}

/**
 * The free-text field every tool starts from (idea or description): its value, its inline
 * error, and what it starts with — the text handed over by another tool, else, inside a
 * product, the brief (once per product chosen, and only while the field is empty, so nothing
 * typed is ever overwritten).
 */
export function useIdeaField(emptyMessage: string) {
  const handoff = useReceivedHandoff();
  const { product } = useWorkingProduct();
  const [value, setValue] = useState(() => handoff?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const prefilledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!product || prefilledFor.current === product.id) return;
    prefilledFor.current = product.id;
    setValue((current) => (current.trim() ? current : briefText(product)));
  }, [product]);

  const onChange = useCallback((next: string) => {
    setValue(next);
    if (next.trim()) setError(null);
  }, []);

  /** The trimmed text to send, or null after showing the empty message. */
  const take = useCallback((): string | null => {
    const text = value.trim();
    setError(text ? null : emptyMessage);
    return text || null;
  }, [value, emptyMessage]);

  return { value, onChange, error, take };
}
