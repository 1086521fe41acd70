import { ChevronDown } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";

/** A top-bar dropdown's trigger, the same whether it is the stand-in (./nav-dropdown) or the loaded menu's (./nav-dropdown-menu). */
export const NAV_TRIGGER_CLASSES = buttonClasses({
  variant: "ghost",
  size: "sm",
  className: "gap-1 text-muted hover:text-ink data-[state=open]:bg-subtle data-[state=open]:text-ink",
});

export function NavTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform duration-150 [[data-state=open]>&]:rotate-180" />
    </>
  );
}
