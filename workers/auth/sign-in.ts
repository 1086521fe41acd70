import type { Credentials } from "../../shared/auth-schema";
import type { Database } from "../../db/client";
import { findUserByEmail, insertUser, updatePasswordHash } from "../../db/queries/users";
import { ApiError } from "../errors";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword, type HashCost } from "./password";
import { createSession } from "./sessions";
import { admitSignUp } from "./sign-up-limit";
import { admitSignInAttempt } from "./throttle";

/** The one message for every failed sign-in, so it never tells whether an account exists. */
export const SIGN_IN_FAILED = "Invalid email or password";

/**
 * Sign-up never reveals whether the e-mail is taken: a new address gets an account, a taken
 * one gets nothing, and both answer the same after the same amount of work (one scrypt hash).
 * The person who already owns the address simply signs in with their password.
 */
export async function signUp(
  db: Database,
  credentials: Credentials,
  client: { address: string | null; signUpsPerHour: number; hashCost: HashCost },
): Promise<void> {
  const slot = await admitSignUp(db, client.address, client.signUpsPerHour);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(credentials.password, client.hashCost);
  } catch (error) {
    await slot.abandoned();
    throw error;
  }
  const existing = await findUserByEmail(db, credentials.email);
  if (existing) return;
  await insertUser(db, credentials.email, passwordHash);
}

type SignInInput = Credentials & { clientAddress: string | null; userAgent: string | null; hashCost: HashCost };

/** Checks the password (throttled, see ./throttle), upgrades an old hash, and opens a fresh session. */
export async function signIn(db: Database, input: SignInInput) {
  const attempt = await admitSignInAttempt(db, input.email, input.clientAddress);
  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let valid = false;
  try {
    user = await findUserByEmail(db, input.email);
    if (user?.passwordHash) {
      valid = await verifyPassword(input.password, user.passwordHash);
    } else {
      await burnPasswordCheck(input.password, input.hashCost);
    }
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!user || !valid) {
    await attempt.failed();
    throw new ApiError(401, "unauthorized", SIGN_IN_FAILED);
  }
  await attempt.succeeded();
  if (needsRehash(user.passwordHash!, input.hashCost)) {
    await updatePasswordHash(db, user.id, await hashPassword(input.password, input.hashCost));
  }
  const session = await createSession(db, user.id, input.userAgent);
  return { user: { id: user.id, email: user.email }, ...session };
}
