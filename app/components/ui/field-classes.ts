/** Shared look of text inputs, textareas and select triggers. */
export const fieldClasses =
  "focus-ring w-full rounded-control border border-border bg-surface px-3 text-base text-ink sm:text-sm " +
  "placeholder:text-muted/80 disabled:cursor-not-allowed disabled:opacity-50 " +
  "aria-[invalid=true]:border-danger transition-colors duration-150";
