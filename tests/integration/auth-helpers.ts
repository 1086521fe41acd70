import { createExecutionContext, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "../../workers/app";

export const ORIGIN = "http://app.test";

let counter = 0;
/** A fresh e-mail address per test, so tests never share accounts or throttle rows. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

const run = crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16);
let addresses = 0;
/**
 * A fresh client address (`CF-Connecting-IP`, a documentation IPv6 /64 of its own), so tests
 * that are about per-address limits never share a throttle row with another test or file.
 */
export function uniqueAddress(): Record<string, string> {
  addresses += 1;
  return { "CF-Connecting-IP": `2001:db8:${run}:${addresses.toString(16)}::1` };
}

type CallOptions = { body?: unknown; cookie?: string; bearer?: string; headers?: Record<string, string> };

/** Calls the Worker like a same-origin browser tab (Origin header set) unless told otherwise. */
export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  return exports.default.fetch(
    new Request(ORIGIN + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

/** The whole Worker with some vars or secrets set as a deployment would set them (undefined: unset). */
export async function fetchWithVars(vars: Record<string, string | undefined>, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...vars } as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The `name=value` pair of the session cookie a response sets. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((value) => value.startsWith("ux_twin_session="));
  if (!header) throw new Error("no session cookie was set");
  return header.split(";")[0]!;
}

export async function signUp(email: string, password = "correct horse battery") {
  const response = await call("POST", "/api/auth/sign-up", { body: { email, password } });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

export async function signIn(email: string, password = "correct horse battery", headers?: Record<string, string>) {
  return call("POST", "/api/auth/sign-in", { body: { email, password }, headers });
}

/** A new account, signed in: its token, cookie pair and user. */
export async function signedInUser(label = "user") {
  const email = uniqueEmail(label);
  await signUp(email);
  const response = await signIn(email);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: string; email: string } };
  return { email, token: body.token, user: body.user, cookie: sessionCookieFrom(response) };
}

/**
 * Runs a deleted account's background deletion (its Durable Object's alarms) to the end, the
 * way the runtime would, and answers how many alarm runs it took.
 */
export async function finishAccountDeletion(userId: string): Promise<number> {
  const stub = env.USER_HUB.getByName(userId);
  let runs = 0;
  while (await runDurableObjectAlarm(stub)) {
    runs++;
    if (runs > 10_000) throw new Error("the account deletion never finished");
  }
  return runs;
}
