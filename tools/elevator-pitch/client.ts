import { Mic } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Mic,
  feature: {
    title: "Elevator Pitch",
    navLabel: "Elevator Pitch",
    description: "Your idea as a thirty-second pitch.",
    details: "Describe your product and get a pitch you can say out loud: the problem, who has it, and what you do about it.",
    group: "founders",
    built: true,
    menuPosition: 6,
    View: lazy(() => import("./client-view")),
  },
});
