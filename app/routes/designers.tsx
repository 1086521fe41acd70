import { FeatureGroupPage } from "~/components/site/feature-group-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/designers";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Tools for Designers",
    description: "AI tools for UX designers: expert feedback, synthetic-user prototype testing, case studies and workshop plans.",
  });

export default function Designers() {
  return <FeatureGroupPage group="designers" />;
}
