import { FeatureGroupPage } from "~/components/site/feature-group-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/founders";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Tools for Founders",
    description: "AI tools for startup founders: MVP strategy, visual user flows, monetization and launch copy.",
  });

export default function Founders() {
  return <FeatureGroupPage group="founders" />;
}
