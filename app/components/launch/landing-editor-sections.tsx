import { ArrowDown, ArrowUp, Eye, EyeOff, Lock } from "lucide-react";
import type { LandingPageDoc, LandingSectionKind } from "@shared/contracts/landing-page";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { canHide, moveSection, setHidden, setQuoteReal } from "./landing-edits";

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
