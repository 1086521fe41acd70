// The publish dialog's draft and the publish request it becomes: what the form starts from, how it
// is checked, and under which field a refusal's path shows.
import { type LandingPageDoc } from "@shared/contracts/landing-page";
import { addressFrom, publishRequestSchema, type LaunchCard } from "@shared/contracts/launch";
import type { DraftCheck } from "~/lib/use-form-state";
import { NO_TARGET, targetFromDraft, type TargetDraft } from "./publish-dialog-fields";

/** The settings of a page published before, as the Launch card has them ("Publish again" starts from them). */
export type PublishedSettings = NonNullable<LaunchCard["page"]>;

export type PublishDraft = { address: string; contactEmail: string; question: string; headlineB: string; target: TargetDraft };

export const draftOf = (settings: PublishedSettings | null | undefined, doc: LandingPageDoc, email: string): PublishDraft => ({
  address: settings?.address ?? addressFrom(doc.productName),
  contactEmail: settings?.contactEmail || email,
  question: settings?.question ?? "",
  headlineB: settings?.headlineB ?? "",
  target: settings?.target
    ? { signups: String(settings.target.signups), visitors: String(settings.target.visitors), date: settings.target.date }
    : NO_TARGET,
});

/** The draft as the request, checked by its contract. */
export const publishCheck = (doc: LandingPageDoc): DraftCheck<PublishRequestValue> => ({
  safeParse(value) {
    const draft = value as PublishDraft;
    return publishRequestSchema.safeParse({
      address: draft.address,
      doc,
      question: draft.question,
      contactEmail: draft.contactEmail.trim(),
      headlineB: draft.headlineB.trim() || null,
      target: targetFromDraft(draft.target),
    });
  },
});

type PublishRequestValue = ReturnType<typeof publishRequestSchema.parse>;
type PublishField = "address" | "contactEmail" | "question" | "headlineB" | "signups" | "visitors" | "date" | "product";
const FIELDS = new Set<string>(["address", "contactEmail", "question", "headlineB", "signups", "visitors", "date", "product"]);

/** The field a path of the request shows under: a target's part under its own input, the target as a whole under its date. */
export function publishFieldOf(path: string): PublishField | null {
  const [first, second] = path.split(".");
  const field = first === "target" ? (second ?? "date") : first!;
  return FIELDS.has(field) ? (field as PublishField) : null;
}
