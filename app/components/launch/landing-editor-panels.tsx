import { ArrowDown, ArrowUp, Check, Eye, EyeOff, Lock } from "lucide-react";
import { useId } from "react";
import type { LandingPageDoc, LandingSectionKind } from "@shared/contracts/landing-page";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { canHide, moveSection, setHidden, setQuoteReal } from "./landing-edits";

/** A few accents that read well on white; the picker allows any colour (the theme keeps text readable). */
export const ACCENT_PRESETS = [
  { name: "Indigo", value: "#4f46e5" },
  { name: "Blue", value: "#2563eb" },
  { name: "Teal", value: "#0d9488" },
  { name: "Green", value: "#16a34a" },
  { name: "Orange", value: "#ea580c" },
  { name: "Rose", value: "#e11d48" },
] as const;

type AccentProps = {
  value: string;
  /** `dragging` marks the picker's run of changes, which undo takes back as one step. */
  onChange: (accent: string, dragging: boolean) => void;
  /** The picker closed: its next run is a step of its own. */
  onSettle: () => void;
};

/** "Accent colour": preset swatches (buttons) and the browser's colour picker. */
export function AccentControl({ value, onChange, onSettle }: AccentProps) {
  const id = useId();
  const current = value.toLowerCase();
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium">
        Accent colour
      </span>
      <div className="flex flex-wrap items-center gap-1">
        {ACCENT_PRESETS.map((preset) => {
          const on = preset.value === current;
          return (
            <button
              key={preset.value}
              type="button"
              aria-label={`${preset.name} accent`}
              aria-pressed={on}
              onClick={() => onChange(preset.value, false)}
              className={cn(
                "focus-ring inline-flex size-7 items-center justify-center rounded-full border-2 media-[(pointer:coarse)]:size-11",
                on ? "border-ink" : "border-transparent hover:border-border",
              )}
            >
              <span className="inline-flex size-5 items-center justify-center rounded-full" style={{ backgroundColor: preset.value }}>
                {on && <Check size={12} aria-hidden className="text-white" />}
              </span>
            </button>
          );
        })}
        <label className="focus-within:ring-2 focus-within:ring-accent relative inline-flex h-7 items-center gap-1.5 rounded-control border border-border px-1.5 text-sm media-[(pointer:coarse)]:h-11">
          <input
            type="color"
            value={current}
            onChange={(event) => onChange(event.target.value, true)}
            onBlur={onSettle}
            className="h-5 w-6 cursor-pointer border-0 bg-transparent p-0"
            aria-label="Accent colour"
          />
          <span className="font-mono text-xs text-muted">{current}</span>
        </label>
      </div>
    </div>
  );
}

export const SECTION_NAMES: Record<LandingSectionKind, string> = {
  hero: "Hero",
  features: "Features",
  "how-it-works": "How it works",
  testimonials: "Testimonials",
  faq: "FAQ",
  waitlist: "Waitlist form",
};

type SectionsProps = { doc: LandingPageDoc; onEdit: (next: LandingPageDoc) => void };

/**
 * "Sections": the page's order, changed one place at a time with buttons (keyboard and touch
 * alike), which sections show, and which testimonials are a real customer's words.
 */
export function SectionList({ doc, onEdit }: SectionsProps) {
  const last = doc.sections.length - 1;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="landing-sections-title">
      <h3 id="landing-sections-title" className="text-sm font-medium">
        Sections
      </h3>
      <ol className="flex flex-col gap-2">
        {doc.sections.map((section, index) => {
          const name = SECTION_NAMES[section.kind];
          const hidden = Boolean(section.hidden);
          return (
            <li key={section.kind} className={cn("rounded-control border border-border bg-surface px-3 py-2", hidden && "bg-subtle")}>
              <div className="flex items-center gap-1">
                <span className={cn("min-w-0 flex-1 truncate text-sm font-medium", hidden && "text-muted line-through")}>
                  {name}
                  {hidden && <span className="sr-only"> (hidden)</span>}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onEdit(moveSection(doc, index, -1))}
                >
                  <ArrowUp size={16} aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Move ${name} down`}
                  disabled={index === last}
                  onClick={() => onEdit(moveSection(doc, index, 1))}
                >
                  <ArrowDown size={16} aria-hidden />
                </Button>
                {canHide(section) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`${hidden ? "Show" : "Hide"} ${name}`}
                    aria-pressed={hidden}
                    onClick={() => onEdit(setHidden(doc, index, !hidden))}
                  >
                    {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
                  </Button>
                ) : (
                  <span className="inline-flex h-8 w-8 items-center justify-center text-muted" title="Always shown">
                    <Lock size={14} aria-hidden />
                    <span className="sr-only">{name} is always shown</span>
                  </span>
                )}
              </div>
              {section.kind === "testimonials" && !hidden && section.items.length > 0 && (
                <div className="mt-2 flex flex-col gap-1.5 border-t border-border pt-2">
                  <p className="text-xs text-muted">Placeholder quotes are never published: tick only words a real customer said.</p>
                  {section.items.map((item, i) => (
                    <label key={i} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm media-[(pointer:coarse)]:min-h-11">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-[rgb(var(--c-founder))]"
                        checked={!item.placeholder}
                        onChange={(event) => onEdit(setQuoteReal(doc, index, i, event.target.checked))}
                      />
                      <span className="min-w-0 truncate">
                        Real quote <span className="text-muted">— {item.name || `Testimonial ${i + 1}`}</span>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
