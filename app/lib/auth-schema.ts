import { z } from "zod";

/**
 * The one schema for e-mail/password credentials (spec section 5), used by the /auth form
 * before sending and by the API before touching the database, so both show the same message.
 * Order matters: the first failing rule is the one reported.
 */
export const credentialsSchema = z.object({
  email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(255, { error: "Email must be less than 255 characters" })
    .pipe(z.email({ error: "Invalid email address" })),
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(8, { error: "Password must be at least 8 characters" })
    .max(72, { error: "Password must be less than 72 characters" }),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** Title the UI shows above the first failing message. */
export const VALIDATION_ERROR_TITLE = "Validation error";

/** Validates and returns either the cleaned credentials or the first failing message. */
export function parseCredentials(
  input: unknown,
): { ok: true; data: Credentials } | { ok: false; message: string } {
  const parsed = credentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid email address" };
}

/** What the session endpoint and the sign-in response return. */
export const sessionResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }).nullable(),
});

export const signInResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  /** The bearer token for API clients; browsers use the HttpOnly cookie set alongside. */
  token: z.string(),
  expiresAt: z.number(),
});

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
