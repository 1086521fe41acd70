import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

const STEPS = [
  { title: "Describe your idea", text: "Tell the AI about your product in plain words. No templates, no code." },
  { title: "Get an AI strategy", text: "It generates MVP features, user flows and a UX plan, grounded in UX practice." },
  { title: "Edit and refine", text: "Refine flows, wireframes or landing pages until they are ready to build or test." },
];

/** The three-step flow from product spec §1. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-accent">Process</p>
          <h2 id="how-title" className="mt-2 text-xl font-semibold tracking-tight text-ink">How it works</h2>
        </div>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
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
        <div className="mt-12 flex justify-center">
          <Link to="/auth" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Get started — it's free →
          </Link>
        </div>
      </div>
    </section>
  );
}
