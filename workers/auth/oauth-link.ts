import type { Database } from "../../db/client";
import { dropPasswordAndSessions, findLinkedUserId, linkOAuthAccount } from "../../db/queries/oauth-accounts";
import { findUserByEmail, findUserById, insertUser } from "../../db/queries/users";
import type { OAuthIdentity, OAuthProvider } from "./oauth-providers";

/**
 * The account an OAuth sign-in belongs to: an existing link, else the account with the same
 * *verified* e-mail (linked now), else a new password-less account. Without a verified e-mail
 * nothing is linked or created, so nobody can claim an address they do not control.
 * Password sign-up does not prove e-mail ownership, so when a verified identity is first linked
 * to an account that has a password, that password and its sessions are dropped: someone who
 * registered the address beforehand cannot keep a way into the real owner's account.
 */
export async function findOrLinkUser(db: Database, provider: OAuthProvider, identity: OAuthIdentity) {
  const linkedUserId = await findLinkedUserId(db, provider, identity.providerUserId);
  if (linkedUserId) return findUserById(db, linkedUserId);
  if (!identity.email) return null;
  const user =
    (await findUserByEmail(db, identity.email)) ??
    (await insertUser(db, identity.email, null)) ??
    (await findUserByEmail(db, identity.email));
  if (!user) return null;
  if (user.passwordHash) await dropPasswordAndSessions(db, user.id);
  await linkOAuthAccount(db, provider, identity.providerUserId, user.id);
  return user;
}
