import { CodeChallengeMethod, decodeIdToken, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import type { AppConfig } from "../config";

export const OAUTH_PROVIDERS = ["github", "google"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Provider identity after a successful code exchange; only verified e-mails are returned. */
export type OAuthIdentity = { providerUserId: string; email: string | null };

type Secrets = { clientId: string; clientSecret: string };

/** Client id and secret when both are set (workers/config.ts); a provider without them stays hidden. */
export function oauthSecrets(config: AppConfig, provider: OAuthProvider): Secrets | null {
  return config.oauth[provider];
}

export function configuredProviders(config: AppConfig): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => oauthSecrets(config, provider) !== null);
}

const GITHUB = {
  authorize: "https://github.com/login/oauth/authorize",
  token: "https://github.com/login/oauth/access_token",
};

/** Authorization URL with state and an S256 PKCE challenge, for either provider. */
export function authorizationUrl(provider: OAuthProvider, secrets: Secrets, redirectUri: string, state: string, verifier: string): URL {
  if (provider === "google") {
    return new Google(secrets.clientId, secrets.clientSecret, redirectUri).createAuthorizationURL(state, verifier, ["openid", "email"]);
  }
  // arctic's GitHub class has no PKCE parameter; the generic client adds it (GitHub supports S256).
  const client = new OAuth2Client(secrets.clientId, secrets.clientSecret, redirectUri);
  return client.createAuthorizationURLWithPKCE(GITHUB.authorize, state, CodeChallengeMethod.S256, verifier, ["read:user", "user:email"]);
}

async function githubIdentity(tokens: OAuth2Tokens): Promise<OAuthIdentity> {
  const headers = { Authorization: `Bearer ${tokens.accessToken()}`, "User-Agent": "ux-twin", Accept: "application/vnd.github+json" };
  const user = (await (await fetch("https://api.github.com/user", { headers })).json()) as { id?: number };
  const emails = (await (await fetch("https://api.github.com/user/emails", { headers })).json()) as Array<{
    email: string;
    primary: boolean;
    verified: boolean;
  }>;
  if (typeof user.id !== "number") throw new Error("GitHub returned no user id");
  const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary && entry.verified) : undefined;
  return { providerUserId: String(user.id), email: primary?.email ?? null };
}

/** Exchanges the code (with the PKCE verifier) and reads who signed in. */
export async function exchangeCode(
  provider: OAuthProvider,
  secrets: Secrets,
  redirectUri: string,
  code: string,
  verifier: string,
): Promise<OAuthIdentity> {
  if (provider === "google") {
    const tokens = await new Google(secrets.clientId, secrets.clientSecret, redirectUri).validateAuthorizationCode(code, verifier);
    const claims = decodeIdToken(tokens.idToken()) as { sub?: string; email?: string; email_verified?: boolean };
    if (!claims.sub) throw new Error("Google returned no subject");
    return { providerUserId: claims.sub, email: claims.email_verified && claims.email ? claims.email : null };
  }
  const client = new OAuth2Client(secrets.clientId, secrets.clientSecret, redirectUri);
  return githubIdentity(await client.validateAuthorizationCode(GITHUB.token, code, verifier));
}
