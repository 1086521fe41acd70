import { monetizationPrompt } from "./server-prompt";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"monetization-strategy">({
  purpose: "text",
  prompt: monetizationPrompt,
});
