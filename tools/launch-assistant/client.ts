import { Megaphone } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Megaphone,
  feature: {
    title: "Launch Assistant",
    navLabel: "Launch Assistant",
    description: "Landing page structure and copy to launch or test an MVP.",
    details:
      "Get a landing page structure and the copy to go with it — headline, value points, calls to action — to launch or test demand for an MVP.",
    group: "founders",
    built: true,
    menuPosition: 4,
    View: lazy(() => import("./client-view")),
  },
});
