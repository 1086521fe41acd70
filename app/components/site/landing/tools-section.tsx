import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { FEATURE_GROUPS, FEATURES, featuresInGroup, type FeatureGroup } from "~/lib/features";
import { groupTint } from "../feature-card";
import { FeatureIcon } from "../feature-icon";
import { LandingSection } from "./landing-section";

const NUMBER_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"];

/** "Nine focused tools": counted from the tool list the section shows, so adding a tool keeps it true. */
export function focusedToolsPhrase(count: number): string {
  return `${NUMBER_WORDS[count] ?? count} focused ${count === 1 ? "tool" : "tools"}`;
}

/** Every tool in its group, each row linking to the tool's page. */
export function ToolsSection() {
  return (
    <LandingSection
      id="tools-title"
      eyebrow="Tools"
      title="From first idea to first users"
      intro={`${focusedToolsPhrase(FEATURES.length)}, each shaped by UX practice. Pick the one for the job in front of you.`}
      className="border-t border-border bg-surface"
      action={{ label: "Sign in to access all tools →" }}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ToolGroup group="founders" />
        <ToolGroup group="designers" />
      </div>
    </LandingSection>
  );
}

function ToolGroup({ group }: { group: FeatureGroup }) {
  const headingId = `tools-${group}`;
  return (
    <div className="card overflow-hidden bg-canvas">
      <div className="flex items-center justify-between gap-4 border-b border-border px-6 py-4">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {group === "founders" ? "Founders" : "Designers"}
        </h3>
        <Link
          to={`/${group}`}
          className="focus-ring inline-flex items-center gap-1 rounded-control text-sm font-medium text-muted hover:text-ink"
        >
          {FEATURE_GROUPS[group].title}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
      <ul aria-labelledby={headingId} className="divide-y divide-border">
        {featuresInGroup(group).map((feature) => (
          <li key={feature.key}>
            <Link
              to={`/features/${feature.key}`}
              className="focus-ring group flex items-start gap-4 px-6 py-4 transition-colors duration-150 hover:bg-surface focus-visible:ring-inset"
            >
              <span className={cn("mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-control", groupTint[group])}>
                <FeatureIcon feature={feature.key} size={18} />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-semibold text-ink">{feature.title}</span>
                <span className="text-sm text-muted">{feature.description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                size={16}
                className="ml-auto mt-1 shrink-0 text-muted transition-transform duration-150 group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
