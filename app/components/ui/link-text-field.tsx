import type { Ref } from "react";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";

/**
 * A link shown whole and wrapping (a phone shows all of it, not a slice), in a read-only field that
 * selects itself on focus, so it can also be copied by hand when the clipboard is blocked.
 */
export function LinkTextField({
  id,
  label,
  url,
  fieldRef,
  autoFocus,
  describedBy,
}: {
  id: string;
  label: React.ReactNode;
  url: string;
  fieldRef: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
  describedBy?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        readOnly
        rows={2}
        value={url}
        autoFocus={autoFocus}
        spellCheck={false}
        aria-describedby={describedBy}
        className={cn(fieldClasses, "resize-none break-all py-2 leading-6 sm:leading-5")}
        onFocus={(event) => event.currentTarget.select()}
      />
    </>
  );
}
