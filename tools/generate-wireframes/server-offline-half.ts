import { wireframesFor } from "./server-offline";
import { wireframesRefine } from "./server-refine";
import { defineToolOffline } from "../kit/server-kit";

/** How the offline model writes and refines generate-wireframes (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"generate-wireframes">({
  write: (input, _screens, { product }) => {
    const set = wireframesFor({ idea: input.idea, flow: input.flow, device: input.device }, product);
    return { text: JSON.stringify({ screens: set.screens }), object: { screens: set.screens } };
  },
  refine: wireframesRefine,
  idea: (input) => input.idea ?? "",
});
