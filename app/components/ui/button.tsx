import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "outline" | "ghost" | "destructive" | "inverse";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "focus-ring inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium " +
  "transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
  // Touch screens get at least 44×44 px targets (WCAG 2.5.5) whatever the visual size.
  "media-[(pointer:coarse)]:min-h-11 media-[(pointer:coarse)]:min-w-11";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-ink shadow-sm hover:bg-accent/90",
  outline: "border border-border bg-surface text-ink hover:bg-subtle",
  ghost: "text-ink hover:bg-subtle",
  destructive: "bg-danger text-danger-ink shadow-sm hover:bg-danger/90",
  // For dark surfaces (the footer, dark bands) in either colour scheme.
  inverse: "bg-white text-zinc-900 hover:bg-zinc-200",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
};

/** Class names of a button, for elements that must look like one without being a <Button>. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router <Link>) with button styles instead of a <button>. */
  asChild?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, className, type, ...props },
  ref,
) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      ref={ref}
      // A bare <button> inside a form submits by default; make that opt-in.
      type={asChild ? undefined : (type ?? "button")}
      className={buttonClasses({ variant, size, className })}
      {...props}
    />
  );
});
