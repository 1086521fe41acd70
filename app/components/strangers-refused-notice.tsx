import { HardDrive } from "lucide-react";
import { Link } from "react-router";
import { STRANGERS_SHARE_TENTHS } from "@shared/contracts/storage";
import type { RealtimeEvent } from "@shared/realtime-events";

/** Where the account's storage is shown (the profile's Storage card). */
export const STORAGE_HREF = "/profile#storage";

const TESTERS = {
  refused: "so new testers are told the test has all the testers it needs",
  remove: "old tests, tester sessions or saved work",
};

const WORDS = {
  /** A test's results page. */
  test: { title: "New testers can't start this test right now", ...TESTERS },
  /** The product page's tests card, with one test or several. */
  tests: { title: "New testers can't start your tests right now", ...TESTERS },
  /** The Launch card. */
  waitlist: {
    title: "The waitlist isn't taking new sign-ups right now",
    refused: "so visitors are told the waitlist is full",
    remove: "sign-ups, tests or saved work",
  },
} as const;

/**
 * Tells the owner that strangers are being turned away because their storage is past the share
 * strangers may fill (docs/product.md#storage): why, and how to make room. The testers and
 * visitors did nothing wrong, so the words are about the owner's storage, never about them.
 */
export function StrangersRefusedNotice({ where, className = "" }: { where: keyof typeof WORDS; className?: string }) {
  const words = WORDS[where];
  return (
    <div
      role="status"
      data-testid="strangers-refused-notice"
      className={`flex items-start gap-3 rounded-control border border-warning/40 bg-warning/8 p-4 ${className}`}
    >
      <HardDrive size={18} aria-hidden className="mt-0.5 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-medium">{words.title}</p>
        <p className="max-w-[70ch] text-muted">
          Your storage has reached {STRANGERS_SHARE_TENTHS * 10}%, the most testers and sign-ups may fill (the rest is kept for your own
          work), {words.refused}. Delete {words.remove} you no longer need to make room.{" "}
          <Link to={STORAGE_HREF} className="font-medium text-ink underline underline-offset-2">
            See your storage
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * Events after which the owner's storage may have room again (a chat, product, sign-up, test or
 * session deleted, here or in another tab): a card showing the notice re-reads on them too, so it
 * goes once space is freed anywhere.
 */
export function mayFreeStorage(event: RealtimeEvent): boolean {
  return (
    event.type === "conversation.deleted" ||
    event.type === "conversation.updated" ||
    event.type === "product.deleted" ||
    event.type === "launch.updated" ||
    event.type === "prototype-test.updated"
  );
}
