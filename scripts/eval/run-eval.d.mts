import type { ModelRecording, ReplayServer } from "../lib/replay-model-server.mjs";

export type EvalCall = {
  tool: string;
  call?: string;
  caseId: string;
  status: number;
  latencyMs: number;
  cutOffMarked: boolean;
  bucket: "first" | "repair" | "reask" | "failed" | "cutoff";
  problems: string[];
  quality: Array<{ check: string; pass: boolean; problems: string[] }>;
  repair: { path: string; cutOff: boolean } | null;
  recording?: { id: string; failureMode: string; cutOff: boolean; answers: unknown[] };
  replay?: { asked: number };
  response?: Record<string, unknown>;
};
export declare const EVAL_VARS: Record<string, string>;
export declare function startEvalApp(options?: {
  providerVars?: Record<string, string>;
  /** A local D1 with every migration applied, copied instead of migrating again. */
  migratedDatabase?: string;
}): Promise<{ url: string; readLogs: () => string; close: () => Promise<void> }>;
export declare function runEval(options: {
  origin: string;
  readLogs: () => string;
  replay?: ReplayServer;
  recordings?: ModelRecording[];
  outDir?: string;
  provider?: string;
  log?: (line: string) => void;
}): Promise<{ calls: EvalCall[]; table: string; markdown: string; files: { markdown: string; json: string }; repairLogSeen: boolean }>;
export declare function unusableRecordings(calls: EvalCall[]): EvalCall[];
