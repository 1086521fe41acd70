import { Coins } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Coins,
  feature: {
    key: "monetization",
    title: "Monetization Strategy Builder",
    navLabel: "Monetization",
    description: "Discover and validate revenue models.",
    details:
      "Compare revenue models for your product, with pricing ideas, the assumptions behind each and quick ways to validate them before you build.",
    group: "founders",
    view: "monetization",
    built: true,
    menuPosition: 3,
    View: lazy(() => import("./client-view")),
  },
});
