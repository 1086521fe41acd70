import { Compass, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/site/page-intro";
import { useSiteConfig } from "~/components/site/use-site-config";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About",
    description: "UX Twin is an AI platform on a mission to democratize expert product strategy and UX design for founders and designers.",
  });

const VALUES = [
  {
    icon: Compass,
    title: "Strategy before screens",
    text: "Every tool starts from the problem and the people, then works toward features and flows.",
  },
  {
    icon: Layers,
    title: "Editable, not final",
    text: "Plans, flows and copy are starting points you refine, not answers you have to accept.",
  },
  {
    icon: Sparkles,
    title: "Expertise, on demand",
    text: "The judgement of an experienced UX designer, available whenever you are working.",
  },
];

export default function About() {
  const { expertName } = useSiteConfig();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-32 sm:px-6 sm:pt-40">
      <PageIntro eyebrow={<Badge variant="accent">About UX Twin</Badge>} title="Expert product strategy and UX design, for everyone">
        <p>
          UX Twin is an AI platform for startup founders and junior UX designers. Our mission is to democratize expert product strategy and
          UX design: the thinking that turns an idea into a product people want to use should not depend on having a senior designer on the
          team.
        </p>
      </PageIntro>
      <div className="mt-12 grid max-w-3xl gap-5 text-base text-muted">
        <p>
          {expertName ? `UX Twin is the AI twin of ${expertName}, a UX expert. ` : "UX Twin is the AI twin of a UX expert. "}
          It brings the same questions, methods and standards to your work: who is this for, what must the first version do, and where will
          people get stuck.
        </p>
        <p>
          Describe an idea in natural language and get an MVP plan, user flows as diagrams, launch copy, UX feedback, synthetic-user tests
          of your prototype and workshop agendas — then edit and refine them until they are yours.
        </p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex flex-col gap-3 p-6">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-control bg-accent-soft text-accent">
              <Icon aria-hidden="true" size={20} />
            </span>
            <h2 className="text-base font-semibold text-ink">{title}</h2>
            <p className="text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 flex flex-col gap-3 sm:flex-row">
        <Link to="/auth" className={buttonClasses({ size: "lg" })}>
          Get started — it's free
        </Link>
        <Link to="/founders" className={buttonClasses({ variant: "outline", size: "lg" })}>
          Tools for Founders
        </Link>
        <Link to="/designers" className={buttonClasses({ variant: "outline", size: "lg" })}>
          Tools for Designers
        </Link>
      </div>
    </div>
  );
}
