import { redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "../../shared/session-user";
import { appContext } from "../context";
import { readSessionToken } from "./cookies";
import { validateSessionToken } from "./sessions";

/** The signed-in user for a React Router loader/action, or null. Same rules as the API. */
export async function getPageUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const found = readSessionToken(request.headers);
  if (!found) return null;
  const session = await validateSessionToken(context.get(appContext).db, found.token);
  return session?.user ?? null;
}

/**
 * For protected pages: the user, or a redirect to /auth thrown out of the loader. A page opened on
 * its own (a print view, in a tab of its own) asks to be returned to after signing in.
 */
export async function requirePageUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { returnHere = false }: { returnHere?: boolean } = {},
): Promise<SessionUser> {
  const user = await getPageUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(returnHere ? `/auth?next=${encodeURIComponent(url.pathname + url.search)}` : "/auth");
}
