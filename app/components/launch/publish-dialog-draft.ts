import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { addressFrom, type LaunchCard } from "@shared/contracts/launch";
import { NO_TARGET } from "./publish-dialog-fields";
import { refusalErrors } from "~/lib/use-form-state";

/** The Publish form's starting values and where each refusal is shown. */

/** The settings of a page published before, as the Launch card has them ("Publish again" starts from them). */
export type PublishedSettings = NonNullable<LaunchCard["page"]>;

export type Errors = Partial<
  Record<"address" | "contactEmail" | "question" | "headlineB" | "signups" | "visitors" | "date" | "product" | "form", string>
>;

export const draftOf = (settings: PublishedSettings | null | undefined, doc: LandingPageDoc, email: string) => ({
  address: settings?.address ?? addressFrom(doc.productName),
  contactEmail: settings?.contactEmail || email,
  question: settings?.question ?? "",
  headlineB: settings?.headlineB ?? "",
  target: settings?.target
    ? { signups: String(settings.target.signups), visitors: String(settings.target.visitors), date: settings.target.date }
    : NO_TARGET,
});

const FIELDS = new Set<keyof Errors>(["address", "contactEmail", "question", "headlineB", "signups", "visitors", "date"]);

/** The field a path of the request shows under: a target's part under its own input, the target as a whole under its date. */
function fieldOf(path: readonly PropertyKey[]): keyof Errors | null {
  const key = (path[0] === "target" ? (path[1] ?? "date") : path[0]) as keyof Errors;
  return FIELDS.has(key) ? key : null;
}

/** Which field each refusal of the request's schema belongs to, by its path. */
export function errorsFrom(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of issues) errors[fieldOf(path) ?? "form"] ??= message;
  return errors;
}

/** The server's refusal under the fields its answer names (an address taken meanwhile, a contact e-mail refused). */
export function serverErrors(error: unknown): Errors {
  return refusalErrors(error, "Could not publish the page", (path) => fieldOf(path.split(".")));
}
