import { Badge } from "~/components/ui/badge";
import { FEATURE_GROUPS, featuresInGroup, type FeatureGroup } from "~/lib/features";
import { FeatureCard } from "./feature-card";
import { PageIntro } from "./page-intro";

const INTROS: Record<FeatureGroup, string> = {
  founders: "Go from a rough idea to a plan you can build, a flow you can test and a page you can launch.",
  designers: "Get a second pair of expert eyes on your work, test it with synthetic users and tell its story.",
};

/** /founders and /designers: the group's four tools as cards. */
export function FeatureGroupPage({ group }: { group: FeatureGroup }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-32 sm:px-6 sm:pt-40">
      <PageIntro
        eyebrow={<Badge variant={group === "founders" ? "founder" : "designer"}>{FEATURE_GROUPS[group].label}</Badge>}
        title={FEATURE_GROUPS[group].title}
      >
        <p>{INTROS[group]}</p>
      </PageIntro>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {featuresInGroup(group).map((feature) => (
          <li key={feature.key}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </div>
  );
}
