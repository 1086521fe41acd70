import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { addressFrom } from "@shared/contracts/launch";
import { ClientApiError } from "~/lib/api-client";
import type { PublishedSettings } from "./publish-dialog";
import { NO_TARGET } from "./publish-dialog-fields";
import { getErrorMessage } from "~/lib/error-message";

/** The Publish form's starting values and where each refusal is shown. */

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

/** Which field each refusal of the request's schema belongs to, by its path. */
export function errorsFrom(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of issues) {
    const key = (path[0] === "target" ? (path[1] ?? "date") : path[0]) as keyof Errors;
    const field = FIELDS.has(key) ? key : "form";
    errors[field] ??= message;
  }
  return errors;
}

/** The server's refusal on the field it is about (409: the address was taken meanwhile). */
export function serverErrors(error: unknown): Errors {
  const message = getErrorMessage(error, "Could not publish the page");
  if (error instanceof ClientApiError && error.status === 409) return { address: message };
  // The contract's messages name their field: "…contact e-mail address…", "A page address uses…", "This address is…".
  if (/e-mail/i.test(message)) return { contactEmail: message };
  if (/address/i.test(message)) return { address: message };
  return { form: message };
}
