import { PanelsTopLeft } from "lucide-react";
import { defineToolClient } from "../kit/client-kit";

// The landing page is made on Startup Builder's screen, so it has no screen or card of its own.
export default defineToolClient({ icon: PanelsTopLeft });
