import type { ModelRecording } from "../lib/replay-model-server.mjs";

export declare const CASES_FILE: string;
export declare const RECORDINGS_DIR: string;
export declare function loadRecordings(dir?: string): Array<ModelRecording & { file: string }>;
export declare function loadCorpus(file?: string): {
  cases: Array<{ id: string; tool: string; body: Record<string, unknown> }>;
  products: Record<string, unknown>;
  dir: string;
};
export declare function caseForRecording(
  corpus: ReturnType<typeof loadCorpus>,
  recording: ModelRecording,
): { id: string; tool: string; body: Record<string, unknown> };
