import { UsersRound } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: UsersRound,
  feature: {
    title: "UX Prototype Validator",
    navLabel: "UX Validator",
    description: "AI-assisted review of UX/UI prototypes by simulated synthetic users.",
    details:
      "Give your prototype to synthetic users with their own goals and context. Each one attempts your tasks and reports success, sentiment, feedback and recommendations.",
    group: "designers",
    built: true,
    menuPosition: 1,
    View: lazy(() => import("./client-view")),
  },
});
