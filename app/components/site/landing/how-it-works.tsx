import { LandingSection } from "./landing-section";

const STEPS = [
  { title: "Describe your idea", text: "Tell the AI about your product in plain words. No templates, no code." },
  { title: "Get an AI strategy", text: "It generates MVP features, user flows and a UX plan, grounded in UX practice." },
  { title: "Edit and refine", text: "Refine flows, wireframes or landing pages until they are ready to build or test." },
];

/** The three-step flow of the landing page (docs/product.md#landing-page). */
export function HowItWorks() {
  return (
    <LandingSection
      id="how-title"
      eyebrow="Process"
      title="How it works"
      action={{ label: "Get started — it's free →", variant: "outline" }}
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card relative flex flex-col gap-3 p-6">
            <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent">
              {index + 1}
            </span>
            <h3 className="text-base font-semibold text-ink">{step.title}</h3>
            <p className="text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
