/**
 * The few DOM reads and writes every part of the tester's script shares. The page is drawn on
 * the server (workers/prototype-tests/tester-page-html.ts), so these only find what is there.
 */

export const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** The ease and SUS sections are only on the page when the test asks them. */
export const maybeById = (id: string) => document.getElementById(id);

/** A status line above a stage: hidden while it has nothing to say. */
export function setStatus(id: string, text: string) {
  const status = byId(id);
  status.textContent = text;
  status.hidden = !text;
}

/** Shows a form's error (an alert, so a screen reader says it). */
export function showError(id: string, message: string) {
  const error = byId(id);
  error.textContent = message;
  error.hidden = false;
}
