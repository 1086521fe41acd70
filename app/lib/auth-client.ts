import { apiJson } from "./api-client";
import type { SessionListItem } from "@shared/auth-schema";
import type { Credentials } from "@shared/credential-rules";
import type { SessionUser } from "@shared/session-user";

/** Browser-side calls to /api/auth. The session itself lives in an HttpOnly cookie. */
export const authClient = {
  signUp: (credentials: Credentials) =>
    apiJson<{ ok: true; message: string }>("/api/auth/sign-up", {
      method: "POST",
      body: JSON.stringify(credentials),
      fallbackError: "Could not create the account. Please try again.",
    }),
  signIn: (credentials: Credentials) =>
    apiJson<{ user: SessionUser }>("/api/auth/sign-in", {
      method: "POST",
      body: JSON.stringify(credentials),
      fallbackError: "Could not sign in. Please try again.",
    }),
  signOut: () => apiJson<{ ok: true }>("/api/auth/sign-out", { method: "POST", fallbackError: "Could not sign out." }),
  session: () => apiJson<{ user: SessionUser | null }>("/api/auth/session", { fallbackError: "Could not check the session." }),
  sessions: () => apiJson<{ sessions: SessionListItem[] }>("/api/auth/sessions", { fallbackError: "Could not load your sessions." }),
  signOutEverywhere: () =>
    apiJson<{ ok: true }>("/api/auth/sign-out-everywhere", { method: "POST", fallbackError: "Could not sign out everywhere." }),
  deleteAccount: () => apiJson<{ ok: true }>("/api/auth/account", { method: "DELETE", fallbackError: "Could not delete the account." }),
};
