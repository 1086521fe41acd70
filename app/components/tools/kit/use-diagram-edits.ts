import { useCallback, useState } from "react";
import type { PlacedGraph } from "~/components/diagram/flow-model";

type Edits<G> = { scope: string; drawn: Record<number, string>; edited: Record<number, G> };

/**
 * What the user changed in the diagrams of the version on screen, by diagram index. A diagram
 * reports its graph as first drawn, then after every change; only a graph that differs from the
 * one first drawn counts as an edit (so merely showing a version is no edit). `scope` names the
 * version on screen: a new one starts with no edits.
 */
export function useDiagramEdits<G = PlacedGraph>(scope: string) {
  const [state, setState] = useState<Edits<G>>({ scope, drawn: {}, edited: {} });
  const current = state.scope === scope ? state : { scope, drawn: {}, edited: {} };
  if (current !== state) setState(current);

  const onEdit = useCallback(
    (index: number, graph: G) =>
      setState((s) => {
        const json = JSON.stringify(graph);
        if (!(index in s.drawn)) return { ...s, drawn: { ...s.drawn, [index]: json } };
        const edited = { ...s.edited, [index]: graph };
        if (json === s.drawn[index]) delete edited[index];
        return { ...s, edited };
      }),
    [],
  );

  return { edited: current.edited, hasEdits: Object.keys(current.edited).length > 0, onEdit };
}
