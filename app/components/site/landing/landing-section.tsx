import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

type LandingSectionProps = {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
  /** The call to action under the content, always to /auth. */
  action: { label: string; variant?: "outline" };
  children: ReactNode;
};

/** One section of the landing page: eyebrow, heading and intro centred, the content, then a call to action. */
export function LandingSection({ id, eyebrow, title, intro, className, action, children }: LandingSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-20 sm:py-28", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-accent">{eyebrow}</p>
          <h2 id={id} className="mt-2 text-balance text-xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          {intro && <p className="mt-4 text-base text-muted">{intro}</p>}
        </div>
        <div className="mt-14">{children}</div>
        <div className="mt-12 flex justify-center">
          <Link to="/auth" className={buttonClasses({ variant: action.variant, size: "lg" })}>
            {action.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
