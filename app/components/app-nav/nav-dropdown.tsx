import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import type { NavGroup } from "./nav-items";

const TONE: Record<NavGroup["tone"], string> = {
  founder: "bg-founder-soft text-founder",
  designer: "bg-designer-soft text-designer",
  neutral: "bg-subtle text-muted",
};

/**
 * One top-bar dropdown. Radix supplies the menu semantics: Enter/Space/ArrowDown open it, arrows
 * move, typeahead jumps, Escape closes and returns focus to the trigger.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={buttonClasses({ variant: "ghost", size: "sm", className: "gap-1 text-muted hover:text-ink data-[state=open]:bg-subtle data-[state=open]:text-ink" })}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform duration-150 [[data-state=open]>&]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        {group.items.map((item) => (
          <DropdownMenuItem key={item.label} asChild className="items-start gap-3 py-2">
            <Link to={item.to}>
            <span className={cn("mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-[6px]", TONE[group.tone])}>
              <item.icon aria-hidden="true" className="h-4 w-4" />
            </span>
            <span className="flex flex-col">
              <span className="font-medium">{item.label}</span>
              <span className="text-xs text-muted">{item.description}</span>
            </span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { TONE as NAV_TONE };
