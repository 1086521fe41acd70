import { launchPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"launch-assistant">({
  purpose: "text",
  prompt: launchPrompt,
});
