import { sessionListSchema, type SessionListItem } from "@shared/auth-schema";
import { apiRequest, apiSend } from "../api-client";

/** The signed-in user's account on the profile page: their sessions, signing out everywhere, deleting it. */

export async function listSessions(): Promise<SessionListItem[]> {
  const { sessions } = await apiRequest("/api/auth/sessions", sessionListSchema, { fallbackError: "Could not load your sessions." });
  return sessions;
}

export function signOutEverywhere(): Promise<void> {
  return apiSend("/api/auth/sign-out-everywhere", { method: "POST", fallbackError: "Could not sign out everywhere." });
}

export function deleteAccount(): Promise<void> {
  return apiSend("/api/auth/account", { method: "DELETE", fallbackError: "Could not delete the account." });
}
