import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export type BadgeVariant = "default" | "accent" | "founder" | "designer" | "success" | "warning" | "danger" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-subtle text-ink",
  accent: "bg-accent-soft text-accent",
  founder: "bg-founder-soft text-founder",
  designer: "bg-designer-soft text-designer",
  success: "bg-success/12 text-success",
  warning: "bg-warning/12 text-warning",
  danger: "bg-danger/12 text-danger",
  outline: "border border-border text-muted",
};

export function Badge({ className, variant = "default", ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-pill px-2.5 py-0.5 text-sm font-medium", variants[variant], className)}
      {...props}
    />
  );
}
