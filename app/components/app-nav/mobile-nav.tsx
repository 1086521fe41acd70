import * as DialogPrimitive from "@radix-ui/react-dialog";
import { LayoutDashboard, LifeBuoy, LogOut, Menu, UserRound, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { OfflineModelBadge } from "~/components/offline-model-badge";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useTakeOver, type Handover } from "~/components/ui/load-on-intent";
import type { AiQuota } from "~/lib/ai-quota";
import { NAV_GROUPS, NAV_TONE } from "./nav-items";

const row = "focus-ring flex min-h-11 items-center gap-3 rounded-control px-3 text-base text-ink hover:bg-subtle";

type MobileNavProps = { supportUrl: string; onLogout: () => void; offlineModel?: boolean; quota?: AiQuota | null; handover?: Handover };

/**
 * Phone layout: one menu button opening a sheet with every destination (focus trapped, Escape
 * closes). Loaded on first intent by ./mobile-nav-button, which hands over focus and the click.
 */
export function MobileNav({ supportUrl, onLogout, offlineModel = false, quota = null, handover }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOver(trigger, handover);
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        ref={trigger}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "ml-auto lg:hidden" })}
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-fade-in fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content className="ui-fade-in fixed inset-y-0 right-0 z-50 flex w-[min(100vw,360px)] flex-col overflow-y-auto border-l border-border bg-surface p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <DialogPrimitive.Title className="px-3 text-base font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className={buttonClasses({ variant: "ghost", size: "icon" })} aria-label="Close menu">
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">All pages and tools</DialogPrimitive.Description>
          <OfflineModelBadge offline={offlineModel} quota={quota} className="mb-3 flex-wrap px-3" />
          <nav aria-label="Main" className="flex flex-col gap-4">
            <Link to="/dashboard" onClick={close} className={row}>
              <LayoutDashboard aria-hidden="true" className="h-5 w-5 text-muted" /> Dashboard
            </Link>
            {NAV_GROUPS.map((group) => (
              <section key={group.label} aria-label={group.label} className="flex flex-col gap-0.5">
                <h2 className="px-3 pb-1 text-xs font-medium uppercase tracking-wide text-muted">{group.label}</h2>
                {group.items.map((item) => (
                  <Link key={item.label} to={item.to} onClick={close} className={row}>
                    <span className={cn("flex h-7 w-7 items-center justify-center rounded-[6px]", NAV_TONE[group.tone])}>
                      <item.icon aria-hidden="true" className="h-4 w-4" />
                    </span>
                    {item.label}
                  </Link>
                ))}
              </section>
            ))}
            <div className="flex flex-col gap-0.5 border-t border-border pt-3">
              <Link to="/profile" onClick={close} className={row}>
                <UserRound aria-hidden="true" className="h-5 w-5 text-muted" /> Profile
              </Link>
              <a href={supportUrl} target="_blank" rel="noopener noreferrer" className={row}>
                <LifeBuoy aria-hidden="true" className="h-5 w-5 text-muted" /> Support
              </a>
              <button type="button" onClick={onLogout} className={cn(row, "w-full text-left")}>
                <LogOut aria-hidden="true" className="h-5 w-5 text-muted" /> Logout
              </button>
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
