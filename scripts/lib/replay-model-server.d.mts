export type ReplayAnswer = { content: string; finishReason: "stop" | "length" };
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
};
export type ReplayRequest = { stream: boolean; model: unknown; responseFormat: string | null; maxTokens: number | null; answered: boolean };
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
