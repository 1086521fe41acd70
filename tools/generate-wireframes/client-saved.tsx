import { PencilLine } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { TestWithRealPeopleButton } from "../kit/client-prototype-tests";
import { Button } from "../kit/client-ui";
import type { SavedViewProps } from "../kit/client-kit";
import { WireframeCanvas } from "./client-canvas";
import { WireframeEditor } from "./client-editor";
import { WireframePreview } from "./client-preview";
import { ScreenActions, ScreenList } from "./client-screens";
import { startHistory, type EditHistory } from "./edits";
import { readSavedWireframes, screenMarkdown } from "./markdown";

/**
 * A saved set of wireframes (docs/product.md#wireframes): the screens drawn again from their saved
 * parts, with the preview and downloads; read-only on a share, and for the owner's newest version
 * editable by hand, kept as a version "Edited by hand".
 */
export default function SavedWireframes({ parts, version, onSaveEdits, owner, screenToShow }: SavedViewProps) {
  const saved = useMemo(() => readSavedWireframes(parts), [parts]);
  // The edits, and the saved set (and version) they were made on (docs/product.md#version-conflicts).
  const [editing, setEditing] = useState<Editing | null>(null);
  const history = editing?.history ?? null;
  const setHistory = (next: EditHistory) => setEditing((now) => now && { ...now, history: next });
  // The set being kept as a version: when it comes back as the newest version, its edits stay undoable.
  const keeping = useRef<WireframeSet | null>(null);
  useEffect(() => {
    const kept = keeping.current;
    keeping.current = null;
    setEditing((now) => {
      if (!saved) return null;
      if (kept && now?.history.present === kept) return { history: { ...now.history, present: saved }, from: saved, version };
      // Someone else saved a newer version: edits not kept yet stay on screen, on the version they
      // were made on, and their save is told of the newer one instead of losing either.
      if (now && now.history.present !== now.from) return now;
      return { history: startHistory(saved), from: saved, version };
    });
  }, [saved, version]);
  const [screenId, setScreenId] = useState<string | null>(null);
  // A comment on another screen was picked: that screen is shown, so its marker is.
  useEffect(() => {
    if (screenToShow) setScreenId(screenToShow.id);
  }, [screenToShow]);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = history?.present ?? saved;
  const screen = set?.screens.find((s) => s.id === screenId) ?? set?.screens[0];
  if (!set || !screen) return <p className="card p-5 text-sm text-muted">These wireframes could not be drawn again.</p>;

  const edited = editing !== null && editing.history.present !== editing.from;
  const keepEdits = async () => {
    if (!onSaveEdits) return;
    setSaving(true);
    keeping.current = set;
    if (
      !(await onSaveEdits(
        set.screens.map((s) => screenMarkdown(s, set)),
        editing?.version,
      ))
    )
      keeping.current = null;
    setSaving(false);
  };

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label="Wireframes">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="basis-full text-lg font-medium sm:flex-1 sm:basis-auto">
          {set.screens.length} screens · {set.device === "phone" ? "Phone" : "Desktop"}
        </h2>
        {onSaveEdits && edited && (
          <Button variant="outline" size="sm" onClick={() => void keepEdits()} disabled={saving}>
            <PencilLine size={16} aria-hidden />
            Save edits as version
          </Button>
        )}
        <ScreenActions set={set} screen={screen} previewing={previewing} onPreview={() => setPreviewing((p) => !p)} />
        {/* Tests are made from the saved version (edits not kept yet are not part of it). */}
        {owner && saved && <TestWithRealPeopleButton source={{ ...owner, set: saved }} />}
      </div>
      <ScreenList set={set} selectedId={screen.id} onSelect={setScreenId} />
      {previewing ? (
        <WireframePreview set={set} startId={screen.id} onClose={() => setPreviewing(false)} />
      ) : onSaveEdits && history ? (
        <WireframeEditor history={history} onHistory={setHistory} screenId={screen.id} />
      ) : (
        <div className="max-w-md">
          <WireframeCanvas screen={screen} device={set.device} selectedId={null} onSelect={() => {}} />
        </div>
      )}
    </section>
  );
}

type Editing = { history: EditHistory; from: WireframeSet; version: number | undefined };
