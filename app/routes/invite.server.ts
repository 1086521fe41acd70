import { requirePageUser } from "../../workers/auth/page-session.server";
import type { Route } from "./+types/invite";

/**
 * `/invite/:token`: a signed-out visitor signs in (or creates an account) and comes back here. The
 * invite itself is read by the page from the API, so this page and the API answer it the same way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context, { returnHere: true });
  return { email: user.email };
}
