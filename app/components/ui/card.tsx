import type { HTMLAttributes } from "react";
import { cn } from "./cn";

type DivProps = HTMLAttributes<HTMLDivElement>;

/** A bordered surface. `interactive` adds the hover lift used by clickable cards. */
export function Card({ className, interactive = false, ...props }: DivProps & { interactive?: boolean }) {
  return (
    <div
      className={cn(
        "card",
        interactive && "transition-shadow duration-200 hover:shadow-[0_4px_16px_-4px_rgb(0_0_0/0.12)] hover:border-ink/20",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-3", className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  // Cards sit directly under a page's h1, so their titles are the second level.
  return (
    <h2 className={cn("text-base font-semibold leading-6 text-ink", className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn("text-sm text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn("p-6 pt-3", className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn("flex items-center gap-3 p-6 pt-0", className)} {...props} />;
}
