import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "UX Twin — Turn ideas into real products with AI" },
  {
    name: "description",
    content: "An AI workspace for startup founders and UX designers: MVP plans, user flows and UX feedback.",
  },
];

export default function Home() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-start justify-center gap-6 px-6 py-16">
      <span className="rounded-pill bg-accent-soft px-3 py-1 text-sm font-medium text-accent">UX Twin</span>
      <h1 className="text-xl font-medium tracking-tight sm:text-2xl">Turn ideas into real products with AI</h1>
      <p className="max-w-prose text-base text-muted">
        Describe an idea in plain words and get an MVP plan, user flows, launch copy and UX feedback.
      </p>
    </main>
  );
}
