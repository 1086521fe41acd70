import { Copy, Plus, Redo2, Trash2, Undo2 } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { WIREFRAME_COMPONENT_TYPES, type WireframeComponentType, type WireframeSet } from "@shared/contracts/wireframes";
import { Button, Input, Label } from "../kit/client-ui";
import { WireframeCanvas } from "./client-canvas";
import {
  addComponent,
  deleteComponent,
  duplicateComponent,
  moveComponent,
  nudgeComponent,
  pushEdit,
  redo,
  resizeComponent,
  setComponentTarget,
  setComponentText,
  undo,
  type EditHistory,
} from "./edits";

const TYPE_LABELS: Record<WireframeComponentType, string> = {
  heading: "Heading",
  text: "Text",
  button: "Button",
  link: "Link",
  input: "Input",
  select: "Select",
  checkbox: "Checkbox",
  image: "Image",
  icon: "Icon",
  card: "Card",
  "list-item": "List item",
  "nav-bar": "Navigation bar",
  "tab-bar": "Tab bar",
  divider: "Divider",
};

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

type EditorProps = {
  history: EditHistory;
  onHistory: (next: EditHistory) => void;
  screenId: string;
};

/**
 * The hand editor of one screen (docs/product.md#wireframes): select (click, Tab), move (drag;
 * arrows, Shift+arrow by 8 px), resize (corner handles), edit text in place (double-click, Enter
 * or F2) or in the panel, add from the palette, duplicate, delete, undo and redo (Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z), snapped to the 8 px grid and kept inside the screen.
 */
export function WireframeEditor({ history, onHistory, screenId }: EditorProps) {
  const set = history.present;
  const screen = set.screens.find((s) => s.id === screenId) ?? set.screens[0]!;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The component whose text is typed over it (double-click, Enter or F2).
  const [editingId, setEditingId] = useState<string | null>(null);
  const selected = screen.components.find((c) => c.id === selectedId) ?? null;
  const textField = useRef<HTMLInputElement>(null);
  const ids = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setSelectedId(null);
    setEditingId(null);
  }, [screenId]);

  const edit = (next: WireframeSet) => onHistory(pushEdit(history, next));
  const ref = (componentId: string) => ({ screenId: screen.id, componentId });
  const componentElement = (componentId: string) =>
    container.current?.querySelector<SVGGElement>(`[data-component-id="${CSS.escape(componentId)}"]`);
  // A component just added, or left as the neighbour of a deleted one, gets the keyboard as soon as
  // the edit is drawn, before the browser handles another key: waiting for the next frame left the
  // focus on the page meanwhile (the deleted component was focused), so a Ctrl+Z pressed at once on
  // a busy machine went nowhere.
  const focusAfterEdit = useRef<string | null>(null);
  useLayoutEffect(() => {
    const componentId = focusAfterEdit.current;
    focusAfterEdit.current = null;
    if (componentId) componentElement(componentId)?.focus();
  });
  const focusComponent = (componentId: string) => {
    focusAfterEdit.current = componentId;
  };

  const remove = (componentId: string) => {
    const index = screen.components.findIndex((c) => c.id === componentId);
    const next = deleteComponent(set, ref(componentId));
    edit(next);
    const after = next.screens.find((s) => s.id === screen.id)!.components;
    const neighbour = after[Math.min(index, after.length - 1)];
    setSelectedId(neighbour?.id ?? null);
    if (neighbour) focusComponent(neighbour.id);
  };
  const duplicate = (componentId: string) => {
    const { set: next, added } = duplicateComponent(set, ref(componentId));
    edit(next);
    if (added) {
      setSelectedId(added.componentId);
      focusComponent(added.componentId);
    }
  };

  const onComponentKey = (componentId: string, event: KeyboardEvent) => {
    const step = event.shiftKey ? 8 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      edit(nudgeComponent(set, ref(componentId), move[0], move[1]));
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      remove(componentId);
    } else if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      setEditingId(componentId);
    } else if (event.key.toLowerCase() === "d" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      duplicate(componentId);
    } else if (event.key === "Escape") {
      setSelectedId(null);
      (event.currentTarget as SVGGElement).blur();
    }
  };

  // Undo and redo anywhere in the editor but in a text field (which keeps its own undo).
  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("input, textarea, select")) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) {
      event.preventDefault();
      onHistory(undo(history));
    } else if ((key === "z" && event.shiftKey) || key === "y") {
      event.preventDefault();
      onHistory(redo(history));
    }
  };

  const mod = isMac() ? "⌘" : "Ctrl+";
  return (
    // A phone screen leaves room for the panel beside it; a desktop screen takes the whole width.
    <div
      ref={container}
      className={`grid min-w-0 gap-4 ${set.device === "phone" ? "lg:grid-cols-[minmax(0,1fr)_18rem]" : ""}`}
      onKeyDown={onEditorKey}
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Edit this screen">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onHistory(undo(history))}
            disabled={history.past.length === 0}
            aria-keyshortcuts="Control+Z Meta+Z"
            title={`Undo (${mod}Z)`}
          >
            <Undo2 size={16} aria-hidden />
            Undo
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onHistory(redo(history))}
            disabled={history.future.length === 0}
            aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
            title={`Redo (Shift+${mod}Z)`}
          >
            <Redo2 size={16} aria-hidden />
            Redo
          </Button>
          <label className="flex items-center gap-2 text-sm">
            <Plus size={16} aria-hidden className="text-muted" />
            <span className="sr-only">Add a component</span>
            <select
              className="focus-ring h-9 rounded-md border border-border bg-surface px-2 text-sm"
              value=""
              aria-label="Add a component"
              onChange={(event) => {
                const type = event.target.value as WireframeComponentType;
                if (!type) return;
                const { set: next, added } = addComponent(set, screen.id, type);
                edit(next);
                if (added) {
                  setSelectedId(added.componentId);
                  focusComponent(added.componentId);
                }
              }}
            >
              <option value="">Add…</option>
              {WIREFRAME_COMPONENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <WireframeCanvas
          screen={screen}
          device={set.device}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onMove={(componentId, box, resized) =>
            edit(resized ? resizeComponent(set, ref(componentId), box) : moveComponent(set, ref(componentId), box.x, box.y))
          }
          onComponentKey={onComponentKey}
          onEditText={(componentId) => {
            setSelectedId(componentId);
            setEditingId(componentId);
          }}
          editingId={editingId}
          onTextDone={(componentId, text) => {
            setEditingId(null);
            if (text !== null) edit(setComponentText(set, ref(componentId), text));
          }}
        />
        <p className="text-xs text-muted">
          Click or Tab selects, arrows move (Shift: 8 px), a double-click or Enter edits the text, Delete removes, {mod}D duplicates, {mod}Z
          undoes.
        </p>
      </div>
      <aside className="card flex min-w-0 flex-col gap-3 self-start p-4" aria-label="Selected component">
        {selected ? (
          <>
            <p className="text-sm font-medium">Selected: {TYPE_LABELS[selected.type]}</p>
            <TextField
              key={`${screen.id}/${selected.id}`}
              id={`${ids}-text`}
              inputRef={textField}
              value={selected.text ?? ""}
              onCommit={(text) => edit(setComponentText(set, ref(selected.id), text))}
              // At once, not on the next frame: a Ctrl+Z pressed right after Enter must reach the
              // editor, not the text field's own undo.
              onDone={() => componentElement(selected.id)?.focus()}
            />
            {["button", "link", "list-item", "card"].includes(selected.type) && (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${ids}-target`}>Leads to</Label>
                <select
                  id={`${ids}-target`}
                  className="focus-ring h-10 rounded-md border border-border bg-surface px-2 text-sm"
                  value={selected.target ?? ""}
                  onChange={(event) => edit(setComponentTarget(set, ref(selected.id), event.target.value || null))}
                >
                  <option value="">Nowhere</option>
                  {set.screens
                    .filter((s) => s.id !== screen.id)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </select>
              </div>
            )}
            <p className="text-xs text-muted">
              {selected.x}, {selected.y} · {selected.width} × {selected.height} px
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => duplicate(selected.id)}>
                <Copy size={16} aria-hidden />
                Duplicate
              </Button>
              <Button variant="outline" size="sm" onClick={() => remove(selected.id)} disabled={screen.components.length <= 1}>
                <Trash2 size={16} aria-hidden />
                Delete
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted">
            Select a component to change its text, where it leads, or to move, resize, duplicate or delete it.
          </p>
        )}
      </aside>
    </div>
  );
}

/** The selected component's text: typed freely, kept as one edit when the field is left or Enter is pressed. */
function TextField({
  id,
  inputRef,
  value,
  onCommit,
  onDone,
}: {
  id: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  value: string;
  onCommit: (text: string) => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(value);
  // Enter commits and moves the keyboard to the component; the blur that follows must not commit again.
  const committed = useRef<string | null>(null);
  useEffect(() => {
    setDraft(value);
    committed.current = null;
  }, [value]);
  const commit = () => {
    if (draft === value || draft === committed.current) return;
    committed.current = draft;
    onCommit(draft);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Text</Label>
      <Input
        ref={inputRef}
        id={id}
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
            onDone();
          } else if (event.key === "Escape") {
            setDraft(value);
            onDone();
          }
        }}
      />
    </div>
  );
}
