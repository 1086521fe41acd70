import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldClasses } from "./field-classes";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return <textarea ref={ref} rows={rows} className={cn(fieldClasses, "min-h-20 py-2 leading-6", className)} {...props} />;
});
