import type { Credentials } from "@shared/credential-rules";
import type { SessionUser } from "@shared/session-user";
import { apiRequest, apiSend, contractOf } from "../api-client";
import { readSessionResponse } from "../read-api-data";

/**
 * `/api/auth`, as the /auth page and the signed-in shell call it. The session itself lives in an
 * HttpOnly cookie. Zod-free (read-api-data.ts), so those pages ship no zod.
 */

export function signUp(credentials: Credentials): Promise<void> {
  return apiSend("/api/auth/sign-up", {
    method: "POST",
    body: JSON.stringify(credentials),
    fallbackError: "Could not create the account. Please try again.",
  });
}

export function signIn(credentials: Credentials): Promise<void> {
  return apiSend("/api/auth/sign-in", {
    method: "POST",
    body: JSON.stringify(credentials),
    fallbackError: "Could not sign in. Please try again.",
  });
}

export function signOut(): Promise<void> {
  return apiSend("/api/auth/sign-out", { method: "POST", fallbackError: "Could not sign out." });
}

/** Who is signed in on this browser now, or null. */
export async function readSessionUser(): Promise<SessionUser | null> {
  const { user } = await apiRequest("/api/auth/session", contractOf(readSessionResponse), {
    fallbackError: "Could not check the session.",
  });
  return user;
}
