import { Check } from "lucide-react";
import { Link } from "react-router";
import { SIGN_UP_PATH } from "~/components/auth/auth-form";
import { buttonClasses } from "~/components/ui/button";
import { HeroPreview } from "./hero-preview";

const BADGES = ["No code required", "UX-first workflows", "Fast iteration, free sign-up"];

/** Headline, the two calls to action and the reassurance badges; fades in (docs/product.md#landing-page). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden pb-20 pt-32 sm:pb-28 sm:pt-40">
      <HeroBackdrop />
      <div className="ui-hero-in mx-auto flex max-w-6xl flex-col items-center px-4 text-center sm:px-6">
        <p className="mb-6 inline-flex items-center gap-2 rounded-pill border border-border bg-surface/80 px-3 py-1 text-sm text-muted shadow-sm">
          <span className="h-1.5 w-1.5 rounded-full bg-accent" aria-hidden="true" />
          Your AI UX twin for founders and designers
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-balance text-[40px] font-semibold leading-[1.1] tracking-tight text-ink sm:text-[56px]"
        >
          Turn ideas into real products with AI
        </h1>
        <p className="mt-6 max-w-xl text-pretty text-base text-muted sm:text-lg">
          Craft app strategies, user flows and MVP plans with an assistant that thinks like a senior UX designer.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={SIGN_UP_PATH} className={buttonClasses({ size: "lg" })}>
            Sign Up Free
          </Link>
          <Link to="/auth" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Login
          </Link>
        </div>
        <ul aria-label="Why UX Twin" className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {BADGES.map((badge) => (
            <li key={badge} className="inline-flex items-center gap-1.5 text-sm text-muted">
              <Check aria-hidden="true" size={16} className="text-success" />
              {badge}
            </li>
          ))}
        </ul>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A faint grid fading out from the top: texture without competing with the headline. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(var(--c-border)/0.45)_1px,transparent_1px),linear-gradient(to_bottom,rgb(var(--c-border)/0.45)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)]" />
      <div className="absolute left-1/2 top-0 h-[420px] w-[820px] max-w-full -translate-x-1/2 rounded-full bg-accent/10 blur-[100px]" />
    </div>
  );
}
