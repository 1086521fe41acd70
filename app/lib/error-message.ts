/**
 * The words to show for a failure: the error's own message when it carries one (a thrown Error or
 * a plain string), otherwise `fallback` — so a user never reads "undefined" or "[object Object]".
 */
export function getErrorMessage(error: unknown, fallback: string): string;
export function getErrorMessage(error: unknown, fallback?: string): string | undefined;
export function getErrorMessage(error: unknown, fallback?: string): string | undefined {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return fallback;
}
