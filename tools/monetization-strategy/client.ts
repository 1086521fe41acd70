import { Coins } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Coins,
  feature: {
    title: "Monetization Strategy Builder",
    navLabel: "Monetization",
    description: "Discover and validate revenue models.",
    details:
      "Compare revenue models for your product, with pricing ideas, the assumptions behind each and quick ways to validate them before you build.",
    group: "founders",
    built: true,
    menuPosition: 3,
    View: lazy(() => import("./client-view")),
  },
});
