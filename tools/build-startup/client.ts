import { Rocket } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Rocket,
  feature: {
    title: "Build Startup App & Strategy",
    navLabel: "Startup Builder",
    description: "Turns an idea into an actionable MVP plan with UX strategy.",
    details:
      "Describe your idea in plain words and get the MVP feature set, the core user flow as a diagram, a UX strategy and a landing page outline you can build from.",
    group: "founders",
    built: true,
    menuPosition: 1,
    View: lazy(() => import("./client-view")),
  },
});
