import { GitCompareArrows } from "lucide-react";
import { useEffect, useRef } from "react";
import { versionConflictMessage, type VersionConflictLatest } from "@shared/contracts/versions";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** A save that was refused because someone saved a newer version first, and what the user had saved. */
export type VersionConflict = {
  latest: VersionConflictLatest;
  /** The user's version, kept here until they save or discard it: nothing is lost. */
  mine: { note: string; parts?: string[] };
  /** They chose "Open theirs": the page shows the newer version, theirs is still offered. */
  opened: boolean;
};

/**
 * "{name} saved a newer version" (docs/product.md#version-conflicts): "Open theirs" shows the newer
 * version and keeps the user's edit here; "Keep mine as a new version" stores it on top of theirs.
 * Focus moves here when it appears, so a keyboard or screen reader user hears it first.
 */
export function VersionConflictPanel({
  conflict,
  busy,
  onOpenTheirs,
  onKeepMine,
  onDiscard,
}: {
  conflict: VersionConflict;
  busy: boolean;
  onOpenTheirs: () => void;
  onKeepMine: () => void;
  onDiscard: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const number = conflict.latest.number;
  useEffect(() => heading.current?.focus(), [number]);
  return (
    <section
      role="alert"
      aria-labelledby="version-conflict-title"
      className="flex flex-col gap-3 rounded-card border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="version-conflict-title" ref={heading} tabIndex={-1} className="flex items-start gap-2 font-medium focus:outline-none">
        <GitCompareArrows size={18} aria-hidden className="mt-0.5 shrink-0" />
        <span className="min-w-0 break-words">{versionConflictMessage(conflict.latest.authorEmail)}</span>
      </h2>
      <p className="text-sm">
        {conflict.opened
          ? `You are looking at their Version ${number}. Your edit is kept here until you save or discard it.`
          : `It is Version ${number}. Your edit is not saved yet; nothing of either is lost.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {!conflict.opened && (
          <Button variant="outline" size="sm" onClick={onOpenTheirs} disabled={busy}>
            Open theirs
          </Button>
        )}
        <Button size="sm" onClick={onKeepMine} disabled={busy}>
          {busy && <Spinner />}
          Keep mine as a new version
        </Button>
        {conflict.opened && (
          <Button variant="ghost" size="sm" onClick={onDiscard} disabled={busy}>
            Discard mine
          </Button>
        )}
      </div>
    </section>
  );
}
