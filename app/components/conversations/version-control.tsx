import { History, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";

export type VersionEntry = {
  number: number;
  note: string | null;
  /** Who saved it, when not the reader (docs/product.md#members-and-roles). */
  by?: string;
};

type VersionControlProps = {
  versions: readonly VersionEntry[];
  /** The number of the version on screen. */
  shown: number;
  onShow: (version: number) => void;
  /** Offers "Restore this version" on an older version; left out where the result is read-only (share page). */
  onRestore?: (version: number) => void;
  /** While a version is being made (a refinement, a restore), the choice waits. */
  disabled?: boolean;
  restoring?: boolean;
};

// An instruction is at most 2,000 characters, but a saved note is only bounded by the message limit.
const MAX_NOTE_SHOWN = 200;

/** "Version 2 · make the MVP smaller" (and "· by {email}" when someone else saved it): what the list and the closed control show. */
export function versionLabel({ number, note, by }: VersionEntry): string {
  const text = note ?? "Original";
  const label = `Version ${number} · ${text.length > MAX_NOTE_SHOWN ? `${text.slice(0, MAX_NOTE_SHOWN).trimEnd()}…` : text}`;
  return by ? `${label} · by ${by}` : label;
}

/**
 * The versions of a result (docs/product.md#versions): a select named "Version" listing every
 * version with the instruction or note that made it, and "Restore this version" on an older one,
 * which makes a copy of it the newest version. Shown once a result has more than one version.
 */
export function VersionControl({ versions, shown, onShow, onRestore, disabled = false, restoring = false }: VersionControlProps) {
  const id = useId();
  if (versions.length < 2) return null;
  const latest = versions[versions.length - 1]!.number;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3" data-testid="version-control">
      <Label htmlFor={`${id}-version`} className="flex shrink-0 items-center gap-1.5">
        <History size={16} aria-hidden className="text-muted" />
        Version
      </Label>
      <Select value={String(shown)} onValueChange={(value) => onShow(Number(value))} disabled={disabled}>
        <SelectTrigger id={`${id}-version`} className="min-w-0 sm:max-w-md" aria-describedby={`${id}-status`}>
          {/* Given, not mirrored from the list: the list is not rendered on the server. */}
          <SelectValue>{versionLabel(versions.find((v) => v.number === shown) ?? versions[versions.length - 1]!)}</SelectValue>
        </SelectTrigger>
        <SelectContent className="max-w-[min(32rem,calc(100vw-2rem))]">
          {[...versions].reverse().map((version) => (
            <SelectItem
              key={version.number}
              value={String(version.number)}
              className="items-start [&>span:last-child]:line-clamp-2 [&>span:last-child]:break-words"
            >
              {versionLabel(version)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-1">
        <p id={`${id}-status`} className="text-sm text-muted" aria-live="polite">
          {shown === latest ? `Latest of ${versions.length}` : `Older version, ${shown} of ${versions.length}`}
        </p>
        {onRestore && shown !== latest && (
          <Button variant="outline" size="sm" onClick={() => onRestore(shown)} disabled={disabled || restoring}>
            {restoring ? <Spinner /> : <RotateCcw size={16} aria-hidden />}
            Restore this version
          </Button>
        )}
      </div>
    </div>
  );
}
