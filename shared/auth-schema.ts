import { z } from "zod";
import {
  CREDENTIAL_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Credentials,
} from "./credential-rules";
import type { SessionUser } from "./session-user";
import { errorFieldsOf, type ErrorFields } from "./contracts/api-error";

export { VALIDATION_ERROR_TITLE, type Credentials } from "./credential-rules";

/**
 * The one schema for e-mail/password credentials (docs/product.md#credential-rules), used by the API before
 * touching the database. Its limits, messages and pattern come from ./credential-rules, whose
 * zod-free check the /auth form runs before sending, so both show the same message.
 * Order matters: the first failing rule is the one reported.
 */
export const credentialsSchema = z.object({
  email: z
    .string({ error: CREDENTIAL_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: CREDENTIAL_MESSAGES.emailTooLong })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: CREDENTIAL_MESSAGES.invalidEmail })),
  password: z
    .string({ error: CREDENTIAL_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: CREDENTIAL_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: CREDENTIAL_MESSAGES.passwordTooLong }),
}) satisfies z.ZodType<Credentials>;

/**
 * Validates and returns either the cleaned credentials or the first failing message, with each
 * failing field's own message by path (the API's one error shape, shared/contracts/api-error.ts).
 */
export function parseCredentials(input: unknown): { ok: true; data: Credentials } | { ok: false; message: string; fields: ErrorFields } {
  const parsed = credentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { issues } = parsed.error;
  return { ok: false, message: issues[0]?.message ?? CREDENTIAL_MESSAGES.invalidEmail, fields: errorFieldsOf(issues) };
}

export const sessionListSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.number(),
      expiresAt: z.number(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});
export type SessionListItem = z.infer<typeof sessionListSchema>["sessions"][number];

/** The signed-in person as the API answers it. */
export const sessionUserSchema = z.object({ id: z.string(), email: z.string() }) satisfies z.ZodType<SessionUser>;

/** `GET /api/auth/session`: the signed-in person, or null for a visitor. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
