import { useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { useTakeOver, type Handover } from "~/components/ui/load-on-intent";
import { NAV_TRIGGER_CLASSES, NavTriggerContent } from "./nav-trigger";
import { NAV_TONE, type NavGroup } from "./nav-items";

/**
 * One top-bar dropdown. Radix supplies the menu semantics: Enter/Space/ArrowDown open it, arrows
 * move, typeahead jumps, Escape closes and returns focus to the trigger. Loaded on first intent
 * by ./nav-dropdown, which hands over focus and the click or key that opened it.
 */
export default function NavDropdownMenu({ group, handover }: { group: NavGroup; handover?: Handover }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOver(trigger, handover);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger ref={trigger} className={NAV_TRIGGER_CLASSES}>
        <NavTriggerContent label={group.label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        {group.items.map((item) => (
          <DropdownMenuItem key={item.label} asChild className="items-start gap-3 py-2">
            <Link to={item.to}>
              <span className={cn("mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-[6px]", NAV_TONE[group.tone])}>
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
