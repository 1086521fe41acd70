import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "@shared/realtime-events";
import { subscribeRealtime } from "~/lib/realtime-client";

/**
 * Whether an event may change a test's prediction (docs/product.md#prototype-tests): a
 * Prototype Validator result saved, refined or moved in the product (the one "Predict with
 * synthetic users" opened, or one from another tab), or the saved result the prediction is deleted.
 */
export function changesPrediction(event: RealtimeEvent, productId: string, predictionId: string | null): boolean {
  if (event.type === "conversation.deleted") return event.conversationId === predictionId;
  if (event.type !== "conversation.inserted" && event.type !== "conversation.updated") return false;
  const { conversation } = event;
  if (conversation.id === predictionId) return true;
  return conversation.tool === "validate-ux" && conversation.productId === productId;
}

/** Calls `reload` whenever a saved validation in the product may have changed the test's prediction. */
export function useFollowPredictions(productId: string, predictionId: string | null, reload: () => void): void {
  const latest = useRef({ predictionId, reload });
  latest.current = { predictionId, reload };
  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (changesPrediction(event, productId, latest.current.predictionId)) latest.current.reload();
        },
      }),
    [productId],
  );
}
