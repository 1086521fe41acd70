import { validateUxPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"validate-ux">({
  // The screens go to a vision model; without screenshots a structured one does.
  purpose: "vision",
  prompt: validateUxPrompt,
});
