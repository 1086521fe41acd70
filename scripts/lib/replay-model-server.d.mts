/** `reasoning`: a reasoning model's thinking, served apart as `reasoning_content`. */
export type ReplayAnswer = { content: string; finishReason: "stop" | "length"; reasoning?: string };
export type ModelRecording = {
  id: string;
  tool: string;
  failureMode: string;
  description: string;
  answers: ReplayAnswer[];
  cutOff?: boolean;
  model?: string;
  case?: string;
  call?: "refine";
  /** Text the result must show / must never show (the eval fails the recording otherwise). */
  mustContain?: string[];
  mustNotContain?: string[];
};
export type ReplayRequest = {
  stream: boolean;
  model: unknown;
  responseFormat: string | null;
  maxTokens: number | null;
  reasoningEffort: string | null;
  answered: boolean;
};
export type ReplayServer = {
  url: string;
  requests: ReplayRequest[];
  queue(answers: ReplayAnswer[]): void;
  queueRecording(id: string): void;
  pending(): number;
  clear(): void;
  stop(): Promise<void>;
};
export declare function startReplayServer(options?: { recordings?: ModelRecording[]; port?: number }): Promise<ReplayServer>;
