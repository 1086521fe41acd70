import { useId } from "react";
import { cn } from "../kit/client-ui";
import { LANDING_SECTIONS, type LandingSection } from "@shared/contracts/landing-page";

export type LandingFormat = "code" | "template";

const SECTION_LABELS: Record<LandingSection, { label: string; hint: string }> = {
  pitch: { label: "Pitch", hint: "Headline and value proposition" },
  features: { label: "Features", hint: "Three benefits, not a spec" },
  cta: { label: "Call to action", hint: "One clear next step" },
  testimonials: { label: "Testimonials", hint: "Social proof from early users" },
};

const FORMATS: { value: LandingFormat; label: string; hint: string }[] = [
  { value: "code", label: "Code", hint: "A complete HTML page with a live preview" },
  { value: "template", label: "Template", hint: "A section outline to download as HTML" },
];

type OptionsProps = {
  format: LandingFormat;
  onFormat: (format: LandingFormat) => void;
  sections: LandingSection[];
  onSections: (sections: LandingSection[]) => void;
};

/** Format (code or template) and content sections; defaults are code and all four (docs/product.md#landing-page-generator). */
export function LandingPageOptions({ format, onFormat, sections, onSections }: OptionsProps) {
  const id = useId();
  const toggle = (section: LandingSection, on: boolean) =>
    onSections(LANDING_SECTIONS.filter((s) => (s === section ? on : sections.includes(s))));
  const choice =
    "focus-within:ring-2 focus-within:ring-accent flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-border px-3 py-2.5";
  const on = (checked: boolean) => cn(choice, checked && "border-founder/60 bg-founder-soft");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset>
        <legend className="text-sm font-medium">Format</legend>
        <div className="mt-2 flex flex-col gap-2">
          {FORMATS.map((f) => (
            <label key={f.value} className={on(format === f.value)} htmlFor={`${id}-${f.value}`}>
              <input
                id={`${id}-${f.value}`}
                type="radio"
                name={`${id}-format`}
                value={f.value}
                checked={format === f.value}
                onChange={() => onFormat(f.value)}
                className="mt-1 size-4 accent-[rgb(var(--c-founder))]"
              />
              <span>
                <span className="block text-sm font-medium">{f.label}</span>
                <span className="block text-sm text-muted">{f.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Content sections</legend>
        <div className="mt-2 grid gap-2">
          {LANDING_SECTIONS.map((section) => (
            <label key={section} className={on(sections.includes(section))} htmlFor={`${id}-${section}`}>
              <input
                id={`${id}-${section}`}
                type="checkbox"
                checked={sections.includes(section)}
                onChange={(event) => toggle(section, event.target.checked)}
                className="mt-1 size-4 accent-[rgb(var(--c-founder))]"
              />
              <span>
                <span className="block text-sm font-medium">{SECTION_LABELS[section].label}</span>
                <span className="block text-sm text-muted">{SECTION_LABELS[section].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
