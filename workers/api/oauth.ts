import { generateCodeVerifier, generateState } from "arctic";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createDb } from "../../db/client";
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
  const secrets = OAUTH_PROVIDERS.includes(provider) ? oauthSecrets(c.env, provider) : null;
  if (!secrets) throw new ApiError(404, "not_found", "This sign-in provider is not configured.");
  return { provider, secrets };
}

const callbackUrl = (c: Context<AppEnv>, provider: OAuthProvider) =>
  new URL(`/api/auth/oauth/${provider}/callback`, c.req.url).toString();

/** Short-lived, HttpOnly, Lax (the provider redirects back with a top-level GET). */
const flowCookie = (c: Context<AppEnv>) =>
  ({ httpOnly: true, sameSite: "Lax", secure: new URL(c.req.url).protocol === "https:", path: "/api/auth/oauth", maxAge: 600 }) as const;

/** GitHub / Google sign-in through arctic, only for providers whose id and secret are set. */
export const oauthRoutes = new Hono<AppEnv>()
  .get("/:provider", (c) => {
    const { provider, secrets } = providerOf(c);
    const state = generateState();
    const verifier = generateCodeVerifier();
    setCookie(c, STATE_COOKIE, state, flowCookie(c));
    setCookie(c, VERIFIER_COOKIE, verifier, flowCookie(c));
    return c.redirect(authorizationUrl(provider, secrets, callbackUrl(c, provider), state, verifier).toString());
  })
  .get("/:provider/callback", async (c) => {
    const { provider, secrets } = providerOf(c);
    const state = c.req.query("state");
    const code = c.req.query("code");
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: "/api/auth/oauth" });
    deleteCookie(c, VERIFIER_COOKIE, { path: "/api/auth/oauth" });
    if (!state || !code || !expectedState || !verifier || state !== expectedState) {
      return c.redirect("/auth?error=oauth_state");
    }
    const db = createDb(c.env.DB);
    let user;
    try {
      user = await findOrLinkUser(db, provider, await exchangeCode(provider, secrets, callbackUrl(c, provider), code, verifier));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "oauth_failed", provider, message: String(error) }));
      return c.redirect("/auth?error=oauth_failed");
    }
    if (!user) return c.redirect("/auth?error=oauth_unverified");
    const session = await createSession(db, user.id, c.req.header("user-agent") ?? null);
    c.header("Set-Cookie", sessionCookie(c.req.url, session.token, session.expiresAt), { append: true });
    return c.redirect("/dashboard");
  });
