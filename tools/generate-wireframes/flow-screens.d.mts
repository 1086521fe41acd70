import type { FlowchartData } from "../../shared/contracts/flowchart";

/** What a needed screen is for: a screen the flow names, or one its steps imply. */
export type ScreenNeed = "screen" | "form" | "confirmation" | "empty";
export type FlowScreen = {
  id: string;
  name: string;
  need: ScreenNeed;
  /** For an empty state: the list screen it is a state of. */
  stateOf?: string;
  /** The screens it leads to, with the step on the way ("Sign up in one step"). */
  next: { id: string; name: string; via: string | null }[];
};
type DrawnScreen = { id: string; name: string; state?: string; stateOf?: string; components?: { type: string; text?: string }[] };

export declare function flowScreens(flow: FlowchartData): FlowScreen[];
export declare function missingScreens(flow: FlowchartData, drawn: readonly DrawnScreen[]): FlowScreen[];
