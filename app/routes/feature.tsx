import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { groupTint } from "~/components/site/feature-card";
import { FeatureIcon } from "~/components/site/feature-icon";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { FEATURE_GROUPS, getFeature } from "~/lib/features";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/feature";

/** Unknown keys answer 404 (so search engines drop them) but still render "Feature Not Found". */
export function loader({ params }: Route.LoaderArgs) {
  const feature = getFeature(params.feature);
  if (!feature) return data({ key: params.feature, found: false as const }, { status: 404 });
  return { key: feature.key, found: true as const };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const feature = getFeature(params.feature ?? "");
  if (!feature)
    return pageMeta({ title: "Feature Not Found", description: "This feature does not exist. Browse the UX Twin tools instead." });
  return pageMeta({ title: feature.title, description: `${feature.description} ${feature.details}` });
};

export default function FeaturePage({ params }: Route.ComponentProps) {
  const feature = getFeature(params.feature);
  if (!feature) return <FeatureNotFound />;
  const group = FEATURE_GROUPS[feature.group];
  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-32 sm:px-6 sm:pt-40">
      <Link
        to={`/${feature.group}`}
        className="focus-ring -ml-1 inline-flex items-center gap-1.5 rounded-control px-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        {group.title}
      </Link>
      <div className="mt-8 flex flex-col items-start gap-6">
        <span className={cn("inline-flex h-12 w-12 items-center justify-center rounded-card", groupTint[feature.group])}>
          <FeatureIcon feature={feature.key} size={20} />
        </span>
        <div className="flex flex-col gap-4">
          <Badge variant={feature.group === "founders" ? "founder" : "designer"} className="w-fit">
            {group.label}
          </Badge>
          <h1 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{feature.title}</h1>
          <p className="text-lg text-ink">{feature.description}</p>
          <p className="text-base text-muted">{feature.details}</p>
        </div>
        {feature.built ? (
          <Link to="/dashboard" className={buttonClasses({ size: "lg" })}>
            Get Started
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        ) : (
          <div className="card flex w-full items-start gap-4 bg-subtle/50 p-5">
            <Clock aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-muted" />
            <div className="flex flex-col gap-1">
              <h2 className="text-base font-semibold text-ink">Coming Soon</h2>
              <p className="text-sm text-muted">This feature is currently under development.</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function FeatureNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-40 text-center sm:px-6">
      <h1 className="text-xl font-semibold tracking-tight text-ink">Feature Not Found</h1>
      <p className="text-base text-muted">There is no tool at this address. It may have been renamed.</p>
      <Link to="/" className={cn(buttonClasses({ size: "lg" }), "mt-4")}>
        Go Home
      </Link>
    </div>
  );
}
