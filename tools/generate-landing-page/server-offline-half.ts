import { offlineLandingCopy } from "./server-offline";
import { landingRefine } from "./server-refine";
import { defineToolOffline } from "../kit/server-kit";

/** How the offline model writes and refines generate-landing-page (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"generate-landing-page">({
  write: (input, _screens, { product }) => {
    const copy = offlineLandingCopy(input, product);
    return { text: JSON.stringify(copy), object: copy };
  },
  refine: landingRefine,
  idea: (input) => input.startupIdea,
});
