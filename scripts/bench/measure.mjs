// Small measuring helpers shared by the benchmark parts: percentiles, formatting, accounts.

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** n, p50, p95, p99 and mean of a list of durations (ms). */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean };
}

export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : "–");

/** Times `count` sequential calls of `fn` after `warmup` untimed ones. */
export async function timeSequential(fn, { count, warmup = 5 }) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/** GET that fails loudly on a non-2xx answer and reads the whole body. */
export async function getOk(url, headers = {}) {
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

export async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let accounts = 0;
/** A new account on the bench server, signed in: cookie header, bearer token and user id. */
export async function signedInAccount(baseUrl, label = "bench") {
  accounts += 1;
  const email = `${label}-${Date.now().toString(36)}-${accounts}@example.com`;
  const password = "correct horse battery";
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const body = JSON.stringify({ email, password });
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up`, { method: "POST", headers, body });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, { method: "POST", headers, body });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const { token, user } = await signIn.json();
  return { token, userId: user.id, cookie: `ux_twin_session=${token}`, origin: baseUrl };
}

/** Same-origin JSON call as a signed-in browser tab would make it. */
export function apiCall(account, method, path, body) {
  return fetch(`${account.origin}${path}`, {
    method,
    headers: { Cookie: account.cookie, Origin: account.origin, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
