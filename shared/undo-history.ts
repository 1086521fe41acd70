/**
 * Undo and redo over whole documents (a wireframe set, a landing page): what was, what is, what
 * was undone. `group` lets a run of one kind of edit (dragging a colour picker) be one step.
 */
export type UndoHistory<T> = { past: T[]; present: T; future: T[]; group: string | null };

const MAX_UNDO = 100;

export const startHistory = <T>(present: T): UndoHistory<T> => ({ past: [], present, future: [], group: null });

/** A new state after an edit; an edit that changed nothing is not a step, nor is a further edit of the same group. */
export function pushEdit<T>(history: UndoHistory<T>, next: T, group: string | null = null): UndoHistory<T> {
  if (next === history.present) return history;
  if (group && group === history.group) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-MAX_UNDO), present: next, future: [], group };
}

export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const previous = history.past.at(-1);
  return previous === undefined
    ? history
    : { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], group: null };
}

export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next!, future: rest, group: null };
}
