import type { EvalCall } from "./run-eval.mjs";

export declare function renderProblems(calls: EvalCall[]): string;
export declare function renderTable(rows: unknown[]): string;
