import type { PrototypeTest } from "../../shared/contracts/prototype-tests";

/**
 * PLACEHOLDER until pt-tester's page lands (it replaces this file): a page that names the test
 * and carries the page token, so the server's routes can be exercised.
 */
export function renderTesterPage(test: PrototypeTest, pageToken: string, nonce?: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(test.title)}</title></head><body><main><h1>${escape(test.title)}</h1><p data-nonce="${escape(nonce ?? "")}">Your task: ${escape(test.tasks[0]?.text ?? "")}</p><input type="hidden" name="token" value="${escape(pageToken)}"></main></body></html>`;
}
