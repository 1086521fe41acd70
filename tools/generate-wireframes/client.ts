import { Frame } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Frame,
  feature: {
    title: "Wireframe Generator",
    navLabel: "Wireframes",
    description: "Every screen of a flow, drawn, editable and clickable.",
    details:
      "Turn an idea or a user flow into lo-fi screens for a phone or a desktop. Edit any component by hand, change one screen with an instruction, add empty, loading and error states, click through them as a prototype and test them with synthetic users.",
    group: "designers",
    built: true,
    menuPosition: 5,
    View: lazy(() => import("./client-view")),
  },
  SavedView: lazy(() => import("./client-saved")),
});
