import { useLoadOnIntent } from "~/components/ui/load-on-intent";
import { BELL_CLASSES, BellContent } from "./bell-face";
import { useNotifications } from "./use-notifications";

const loadMenu = () => import("./notifications-menu");
const MENU_KEYS = ["Enter", " ", "ArrowDown"] as const;

/**
 * The notifications bell in the top bar (docs/product.md#comments), with the unread count, live.
 * Its list (./notifications-menu, Radix) loads when the bell is first reached for, like the
 * other menus of the bar.
 */
export function NotificationsBell() {
  const state = useNotifications();
  const { loaded, standInProps } = useLoadOnIntent(loadMenu, { pointerDown: true, keys: MENU_KEYS });
  if (loaded) return <loaded.module.default state={state} handover={loaded.handover} />;
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" className={BELL_CLASSES} {...standInProps}>
      <BellContent unread={state.unread} />
    </button>
  );
}
