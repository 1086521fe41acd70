import { PencilLine, ScissorsLineDashed } from "lucide-react";
import { VersionControl, type VersionEntry } from "~/components/conversations/version-control";
import { Button } from "~/components/ui/button";
import { RefineBox } from "./refine-box";

/** What these controls read of a tool run (use-tool-run.ts), whatever the tool. */
type RunVersions = {
  status: string;
  ready: boolean;
  adding: boolean;
  versions: readonly VersionEntry[];
  shown: number;
  versionsFull: string | null;
  show: (number: number) => void;
  restore: (number: number) => Promise<boolean>;
};

/**
 * Above a tool's result: the "Version" control, once refinements, restores or hand edits have
 * made more than one version. Choosing one shows it; "Restore this version" makes a copy of it
 * the newest (on the server too once saved).
 */
export function ToolVersionBar({ run }: { run: RunVersions }) {
  return (
    <VersionControl
      versions={run.versions}
      shown={run.shown}
      onShow={run.show}
      onRestore={(number) => void run.restore(number)}
      disabled={run.status === "running" || run.adding}
      restoring={run.adding}
    />
  );
}

/**
 * Under a tool's result: "What should change?" and Refine, once a first run has a result.
 * `previous` is what the screen shows of the version, when that differs from the response
 * (a diagram the user has edited).
 */
export function ToolRefineBox<R>({
  run,
  previous,
  name,
}: {
  run: RunVersions & { refine: (instruction: string, previous?: R | null) => Promise<boolean> };
  previous?: () => R | null;
  name?: string;
}) {
  if (run.versions.length === 0) return null;
  return (
    <RefineBox
      onRefine={(instruction) => run.refine(instruction, previous?.() ?? undefined)}
      busy={run.status === "running" || run.adding}
      ready={run.ready}
      blocked={run.versionsFull}
      name={name}
      latest={run.versions[run.versions.length - 1]}
    />
  );
}

/**
 * Right under a result the model stopped at its length limit (docs/product.md#cut-off-answers):
 * said plainly, with Continue for text answers (the model goes on from the last word, and what
 * it adds becomes the next version).
 */
export function ToolCutOffNotice({
  run,
}: {
  run: RunVersions & { cutOff: boolean; continuable: boolean; continueAnswer: () => Promise<boolean> };
}) {
  if (!run.cutOff || run.status !== "done") return null;
  const onContinue = run.continuable ? () => void run.continueAnswer() : undefined;
  const blocked = run.versionsFull;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <ScissorsLineDashed size={16} aria-hidden className="shrink-0" />
      <p className="min-w-0 flex-1">The answer was cut off at the length limit.{onContinue ? "" : " Only its complete parts are shown."}</p>
      {onContinue && (
        <Button size="sm" onClick={onContinue} disabled={run.adding || Boolean(blocked)} title={blocked ?? undefined}>
          Continue
        </Button>
      )}
    </div>
  );
}

/**
 * Beside an edited diagram: keeps the edits as a new version "Edited by hand". Explicit, so
 * dragging a step or renaming one never makes a version by itself.
 */
export function SaveEditsButton<R>({
  run,
  edited,
}: {
  run: RunVersions & { addHandEdit: (response: R) => Promise<boolean> };
  edited: R | null;
}) {
  if (!edited) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void run.addHandEdit(edited)}
      disabled={run.status === "running" || run.adding || Boolean(run.versionsFull)}
    >
      <PencilLine size={16} aria-hidden />
      Save edits as version
    </Button>
  );
}
