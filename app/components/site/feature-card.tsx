import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import type { Feature } from "~/lib/features";
import { FeatureIcon } from "./feature-icon";

export const groupTint = {
  founders: "bg-founder-soft text-founder",
  designers: "bg-designer-soft text-designer",
} as const;

/** A tool as a card linking to its /features/{key} page. */
export function FeatureCard({ feature, headingLevel = 2 }: { feature: Feature; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={`/features/${feature.key}`}
      className={cn(
        "focus-ring card group flex h-full flex-col gap-4 p-6 transition-[box-shadow,border-color] duration-200",
        "hover:border-ink/20 hover:shadow-[0_8px_24px_-12px_rgb(0_0_0/0.18)]",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn("inline-flex h-10 w-10 items-center justify-center rounded-control", groupTint[feature.group])}>
          <FeatureIcon feature={feature.key} />
        </span>
        {feature.built ? null : <Badge variant="outline">Coming soon</Badge>}
      </div>
      <div className="flex flex-col gap-1.5">
        <Heading className="text-base font-semibold text-ink">{feature.title}</Heading>
        <p className="text-sm text-muted">{feature.description}</p>
      </div>
      <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-accent">
        Learn more
        <ArrowRight aria-hidden="true" size={16} className="transition-transform duration-150 group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
