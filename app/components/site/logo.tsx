import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

/** The mark from the favicon, drawn with tokens so it follows light and dark mode. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("h-7 w-7 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path d="M9 10v7a7 7 0 0 0 14 0v-7" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-accent-ink" />
      <circle cx="16" cy="17" r="2.5" className="fill-accent-ink" />
    </svg>
  );
}

/** Logo and product name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "focus-ring -m-1 inline-flex items-center gap-2.5 rounded-control p-1 text-base font-semibold tracking-tight",
        className,
      )}
    >
      <LogoMark />
      <span>UX Twin</span>
    </Link>
  );
}
