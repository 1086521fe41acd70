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
