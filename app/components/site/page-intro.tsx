import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** The heading block at the top of a content page, below the fixed bar. */
export function PageIntro({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex max-w-2xl flex-col gap-4", className)}>
      {eyebrow ? <div>{eyebrow}</div> : null}
      <h1 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{title}</h1>
      {children ? <div className="text-base text-muted sm:text-lg">{children}</div> : null}
    </div>
  );
}
