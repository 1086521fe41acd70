// Types for scripts/bench/tester-fetch.mjs (its unit test is TypeScript).
export type TesterAnswer = { status: number; text: string; dropped: boolean };
export function proxyDropped(status: number, text: string): boolean;
export function testerFetch(
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<TesterAnswer>;
