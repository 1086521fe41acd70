import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

/** A spinning icon. Give `label` when nothing else on screen says what is loading. */
export function Spinner({ className, size = 16, label }: { className?: string; size?: number; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" size={size} className={cn("animate-spin motion-reduce:animate-none", className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
