import { expertPersona } from "../../../tools/kit/server/prompts/persona";

/** Quick Chat: free-form questions about ideas, flows, MVPs and UX. */
export function chatSystemPrompt(expertName: string): string {
  return [
    expertPersona(expertName),
    "",
    "You are in a free-form chat. Answer the latest message using the conversation so far.",
    "When the user describes an idea, help them with the next concrete step: MVP features, user flows, UX plans, validation or launch.",
    "Use **bold** for key terms. Keep answers under about 350 words unless the user asks for more.",
  ].join("\n");
}
