import { generateCodeVerifier, generateState } from "arctic";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessionCookie } from "../auth/cookies";
import { findOrLinkUser } from "../auth/oauth-link";
import { authorizationUrl, exchangeCode, OAUTH_PROVIDERS, oauthSecrets, type OAuthProvider } from "../auth/oauth-providers";
import { createSession } from "../auth/sessions";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";

const STATE_COOKIE = "ux_twin_oauth_state";
const VERIFIER_COOKIE = "ux_twin_oauth_verifier";

function providerOf(c: Context<AppEnv>): { provider: OAuthProvider; secrets: { clientId: string; clientSecret: string } } {
  const provider = c.req.param("provider") as OAuthProvider;
  const secrets = OAUTH_PROVIDERS.includes(provider) ? oauthSecrets(c.var.config, provider) : null;
  if (!secrets) throw new ApiError(404, "not_found", "This sign-in provider is not configured.");
  return { provider, secrets };
}

/** Problems already logged by this isolate, so a misconfiguration is one log line, not one per click. */
const loggedOriginProblems = new Set<string>();

/**
 * The app's origin for the callback URL, from APP_ORIGIN only: the Host header is the client's
 * to choose, and a forged one would have the provider send the code elsewhere. Without a valid
 * APP_ORIGIN, OAuth answers 503 rather than guess.
 */
function appOrigin(c: Context<AppEnv>): string {
  const result = c.var.config.APP_ORIGIN;
  if ("origin" in result) return result.origin;
  if (!loggedOriginProblems.has(result.problem)) {
    loggedOriginProblems.add(result.problem);
    console.error(JSON.stringify({ level: "error", event: "oauth_misconfigured", message: result.problem }));
  }
  throw new ApiError(
    503,
    "internal_error",
    "This sign-in provider is unavailable: the server's APP_ORIGIN is not set to the app's address.",
  );
}

const callbackUrl = (origin: string, provider: OAuthProvider) => `${origin}/api/auth/oauth/${provider}/callback`;

/** Short-lived, HttpOnly, Lax (the provider redirects back with a top-level GET). */
const flowCookie = (origin: string) =>
  ({ httpOnly: true, sameSite: "Lax", secure: origin.startsWith("https:"), path: "/api/auth/oauth", maxAge: 600 }) as const;

/** GitHub / Google sign-in through arctic, only for providers whose id and secret are set. */
export const oauthRoutes = new Hono<AppEnv>()
  .get("/:provider", (c) => {
    const { provider, secrets } = providerOf(c);
    const origin = appOrigin(c);
    const state = generateState();
    const verifier = generateCodeVerifier();
    setCookie(c, STATE_COOKIE, state, flowCookie(origin));
    setCookie(c, VERIFIER_COOKIE, verifier, flowCookie(origin));
    return c.redirect(authorizationUrl(provider, secrets, callbackUrl(origin, provider), state, verifier).toString());
  })
  .get("/:provider/callback", async (c) => {
    const { provider, secrets } = providerOf(c);
    const origin = appOrigin(c);
    const state = c.req.query("state");
    const code = c.req.query("code");
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: "/api/auth/oauth" });
    deleteCookie(c, VERIFIER_COOKIE, { path: "/api/auth/oauth" });
    if (!state || !code || !expectedState || !verifier || state !== expectedState) {
      return c.redirect("/auth?error=oauth_state");
    }
    const db = c.var.db;
    let user;
    try {
      user = await findOrLinkUser(db, provider, await exchangeCode(provider, secrets, callbackUrl(origin, provider), code, verifier));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "oauth_failed", provider, message: String(error) }));
      return c.redirect("/auth?error=oauth_failed");
    }
    if (!user) return c.redirect("/auth?error=oauth_unverified");
    const session = await createSession(db, user.id, c.req.header("user-agent") ?? null);
    c.header("Set-Cookie", sessionCookie(c.req.url, session.token, session.expiresAt), { append: true });
    return c.redirect("/dashboard");
  });
