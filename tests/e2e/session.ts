import type { BrowserContext } from "playwright-core";
import { baseUrl } from "./browser";

const PASSWORD = "correct horse battery";
let counter = 0;

function newCredentials(label: string) {
  counter += 1;
  return { email: `${label}-${Date.now().toString(36)}-${counter}@example.com`, password: PASSWORD };
}

/** Creates an account and signs the browser context in through the real auth API (of the shared test server unless `origin` names another). */
export async function signInNewUser(context: BrowserContext, label = "e2e", origin = baseUrl()) {
  const { email, password } = newCredentials(label);
  const headers = { Origin: origin };
  const signUp = await context.request.post(`${origin}/api/auth/sign-up`, { data: { email, password }, headers });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()}`);
  const signIn = await context.request.post(`${origin}/api/auth/sign-in`, { data: { email, password }, headers });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  return { email, password };
}

/**
 * Creates an account and signs in with plain fetch, the way an API client would, and returns the
 * sign-in response (session cookie, token in the body). Throws saying which step failed, so a
 * test never runs signed out.
 */
export async function signInWithFetch(label: string, origin = baseUrl()): Promise<Response> {
  const body = JSON.stringify(newCredentials(label));
  const headers = { Origin: origin, "Content-Type": "application/json" };
  const signUp = await fetch(`${origin}/api/auth/sign-up`, { method: "POST", headers, body });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await fetch(`${origin}/api/auth/sign-in`, { method: "POST", headers, body });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn;
}
