import type { FlowchartData } from "@shared/contracts/flowchart";
import { findFlowchartBlocks } from "@shared/flowchart-block";
import { readFlowchartJson } from "@shared/flowchart-read";
import { readConversation, searchConversations } from "../kit/client-api";

/** A flow the user saved: a Visual Flow use case or a Startup Builder plan's key user flow. */
export type SavedFlow = { key: string; name: string; data: FlowchartData };

const FAILED = "Your saved flows could not be read. Please try again.";
/** The newest saved results read for their flows. */
const MAX_RESULTS = 10;

/**
 * The flows in the user's newest saved Visual Flow and Startup Builder results (inside a product,
 * that product's only), each named after its use case, or "{title}: key user flow".
 */
export async function savedFlows(productId: string | null): Promise<SavedFlow[]> {
  const lists = await Promise.all(
    (["generate-visual-flow", "build-startup"] as const).map((kind) => searchConversations({ query: "", kind }, { fallbackError: FAILED })),
  );
  const results = lists
    .flatMap((list) => list.conversations)
    .filter((c) => !productId || c.productId === productId)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_RESULTS);
  const read = await Promise.all(results.map((c) => readConversation(c.id, { fallbackError: FAILED })));
  return read.flatMap(({ conversation }) =>
    (conversation.latestVersion?.parts ?? []).flatMap((part, partIndex) =>
      findFlowchartBlocks(part).flatMap((block, blockIndex) => {
        const data = readFlowchartJson(block.json);
        if (!data) return [];
        const heading = /^##\s+(.+)$/m.exec(part.slice(0, block.start))?.[1]?.trim();
        const name = conversation.tool === "generate-visual-flow" && heading ? heading : `${conversation.title}: key user flow`;
        return [{ key: `${conversation.id}/${partIndex}/${blockIndex}`, name, data }];
      }),
    ),
  );
}
