import type { LandingPageRequest } from "../../../shared/contracts/founder-tools";
import { expertPersona, quoted } from "./persona";

export function landingPagePrompt(input: LandingPageRequest, expertName: string) {
  const sections = input.contentSections.join(", ");
  const format =
    input.format === "code"
      ? "Return ONLY a complete, self-contained HTML5 document (inline <style>, no external scripts, fonts or images), responsive and accessible. No Markdown fences."
      : "Return a Markdown template: one heading per section with placeholder-ready copy and notes on what to replace.";
  return {
    system: [expertPersona(expertName), "", "You write launch landing pages for MVPs.", format, `Include exactly these sections, in this order: ${sections}.`].join("\n"),
    prompt: [quoted("Startup idea", input.startupIdea), input.strategy ? quoted("Strategy so far", input.strategy) : ""].filter(Boolean).join("\n\n"),
  };
}
