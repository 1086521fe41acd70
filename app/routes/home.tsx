import { Hero } from "~/components/site/landing/hero";
import { HowItWorks } from "~/components/site/landing/how-it-works";
import { ToolsSection } from "~/components/site/landing/tools-section";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "UX Twin — Turn ideas into real products with AI",
    description:
      "An AI assistant for startup founders and UX designers: craft app strategies, user flows and MVP plans. No code required, free sign-up.",
  });

export default function Home() {
  return (
    <>
      <Hero />
      <ToolsSection />
      <HowItWorks />
    </>
  );
}
