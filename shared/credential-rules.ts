/**
 * The e-mail/password rules (docs/product.md#credential-rules), without zod, so the /auth page can check a form
 * before sending it without shipping a validation library to the browser. The API's zod schema
 * (app/lib/auth-schema.ts) is built from the same limits, messages and pattern, and
 * tests/unit/credential-rules.test.ts checks that both give the same answer.
 */
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export const CREDENTIAL_MESSAGES = {
  invalidEmail: "Invalid email address",
  emailTooLong: `Email must be less than ${EMAIL_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be less than ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/** zod's default e-mail pattern (`z.regexes.email`); the API schema uses this copy too. */
// Kept character for character as zod's pattern (a test compares them), escapes included.
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Title the UI shows above the first failing message. */
export const VALIDATION_ERROR_TITLE = "Validation error";

export type Credentials = { email: string; password: string };
export type CredentialCheck = { ok: true; data: Credentials } | { ok: false; message: string };

/** Lengths count Unicode code points, as zod does: an emoji is one character, not two. */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The first failing rule's message (e-mail before password), or the cleaned credentials. */
export function checkCredentials(input: { email?: unknown; password?: unknown }): CredentialCheck {
  const fail = (message: string): CredentialCheck => ({ ok: false, message });
  if (typeof input.email !== "string") return fail(CREDENTIAL_MESSAGES.invalidEmail);
  const email = input.email.trim();
  if (codePoints(email) > EMAIL_MAX_LENGTH) return fail(CREDENTIAL_MESSAGES.emailTooLong);
  if (!EMAIL_PATTERN.test(email)) return fail(CREDENTIAL_MESSAGES.invalidEmail);
  const { password } = input;
  if (typeof password !== "string" || codePoints(password) < PASSWORD_MIN_LENGTH) return fail(CREDENTIAL_MESSAGES.passwordTooShort);
  if (codePoints(password) > PASSWORD_MAX_LENGTH) return fail(CREDENTIAL_MESSAGES.passwordTooLong);
  return { ok: true, data: { email, password } };
}
