import type { BrowserContext } from "playwright-core";
import { baseUrl } from "./browser";

let counter = 0;

/** Creates an account and signs the browser context in through the real auth API (of the shared test server unless `origin` names another). */
export async function signInNewUser(context: BrowserContext, label = "e2e", origin = baseUrl()) {
  counter += 1;
  const email = `${label}-${Date.now().toString(36)}-${counter}@example.com`;
  const password = "correct horse battery";
  const headers = { Origin: origin };
  const signUp = await context.request.post(`${origin}/api/auth/sign-up`, { data: { email, password }, headers });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()}`);
  const signIn = await context.request.post(`${origin}/api/auth/sign-in`, { data: { email, password }, headers });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  return { email, password };
}
