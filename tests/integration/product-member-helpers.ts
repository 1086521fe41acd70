import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ROLE_MESSAGES, type CreateInviteResponse, type MemberRole } from "../../shared/contracts/product-members";
import { call, signedInUser } from "./auth-helpers";
import { createProduct, type Me } from "./product-helpers";

export type InviteMade = CreateInviteResponse["invite"] & { token: string };

/** The owner makes an invite link; the link's token is its last path segment. */
export async function invite(owner: Me, productId: string, body: { role: MemberRole; email?: string }): Promise<InviteMade> {
  const response = await call("POST", `/api/products/${productId}/invites`, { cookie: owner.cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  const { invite: made } = (await response.json()) as CreateInviteResponse;
  return { ...made, token: made.url.split("/invite/")[1]! };
}

export function accept(me: Me, token: string): Promise<Response> {
  return call("POST", "/api/invites/accept", { cookie: me.cookie, body: { token } });
}

/** A new account that joins the product with `role` through an invite link. */
export async function joinedAs(owner: Me, productId: string, role: MemberRole, label: string = role): Promise<Me> {
  const me = await signedInUser(`member-${label}`);
  const { token } = await invite(owner, productId, { role });
  const response = await accept(me, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return me;
}

export const CALLERS = ["owner", "editor", "commenter", "viewer", "removed", "stranger"] as const;
export type Caller = (typeof CALLERS)[number];

/** The order a route matrix runs its callers in: the owner last, so what it changes (a member removed, an item deleted) cannot skew the others. */
export const MATRIX_ORDER: Caller[] = ["editor", "commenter", "viewer", "removed", "stranger", "owner"];

/** What each caller of a matrix row gets; a removed member is refused like a stranger. */
export function byRole<T>(owner: T, editor: T, commenter: T, viewer: T, outsiders: T): Record<Caller, T> {
  return { owner, editor, commenter, viewer, removed: outsiders, stranger: outsiders };
}

/**
 * A product with one person of each kind: its owner, an editor, a commenter, a viewer, a member
 * who joined and was removed, a stranger; and `bystander`, a viewer for the owner to act on.
 */
export async function team(label: string) {
  const owner = await signedInUser(`${label}-owner`);
  const product = await createProduct(owner, { name: `${label} product`, idea: "Shared work" });
  const editor = await joinedAs(owner, product.id, "editor");
  const commenter = await joinedAs(owner, product.id, "commenter");
  const viewer = await joinedAs(owner, product.id, "viewer");
  const bystander = await joinedAs(owner, product.id, "viewer", "bystander");
  const removed = await joinedAs(owner, product.id, "editor", "removed");
  const removal = await call("DELETE", `/api/products/${product.id}/members/${removed.user.id}`, { cookie: owner.cookie });
  expect(removal.status).toBe(204);
  const stranger = await signedInUser(`${label}-stranger`);
  const people: Record<Caller, Me> = { owner, editor, commenter, viewer, removed, stranger };
  return { product, people, bystander };
}

/** Filler accounts made straight in D1 (no password hashing): members to reach a bound quickly. */
export async function fillMembers(productId: string, count: number): Promise<void> {
  const now = Date.now();
  const statements = Array.from({ length: count }, (_, index) => {
    const id = `filler-${crypto.randomUUID()}`;
    return [
      env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(id, `${id}-${index}@example.com`),
      env.DB.prepare("INSERT INTO product_members (product_id, user_id, role, added_at) VALUES (?, ?, 'viewer', ?)").bind(
        productId,
        id,
        now + index,
      ),
    ];
  }).flat();
  await env.DB.batch(statements);
}

export async function errorOf(response: Response) {
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...error };
}

/** What a route answered a caller, as the route matrices compare it: the status, or a 403 by which role message it gave. */
export type RoleOutcome = number | `403 ${keyof typeof ROLE_MESSAGES}`;

export async function roleOutcomeOf(response: Response): Promise<RoleOutcome> {
  if (response.status !== 403) {
    await response.body?.cancel();
    return response.status;
  }
  const { error } = (await response.json()) as { error: { message: string } };
  const key = (Object.keys(ROLE_MESSAGES) as (keyof typeof ROLE_MESSAGES)[]).find((name) => ROLE_MESSAGES[name] === error.message);
  if (!key) throw new Error(`403 with an unexpected message: ${error.message}`);
  return `403 ${key}`;
}
