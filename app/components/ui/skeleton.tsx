import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** A placeholder block while content loads; size it with width/height classes. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse motion-reduce:animate-none rounded-control bg-subtle", className)} {...props} />
  );
}

/** A few lines of text-shaped skeleton, for generated text that has not arrived yet. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn("h-4", i === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

/**
 * "Thinking…" while a reasoning model thinks before it writes (docs/product.md#reasoning-models):
 * its thinking itself is never shown, so this says why no text has come yet.
 */
export function ThinkingNote({ className }: { className?: string }) {
  return (
    <p role="status" className={cn("flex items-center gap-2 text-sm text-muted", className)}>
      <span aria-hidden="true" className="h-2 w-2 animate-pulse motion-reduce:animate-none rounded-full bg-accent" />
      Thinking…
    </p>
  );
}
