import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldClasses } from "./field-classes";

// 16 px text on phones stops iOS from zooming into the field on focus.
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = "text", ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClasses, "h-10 py-2 media-[(pointer:coarse)]:h-11", className)} {...props} />;
});
