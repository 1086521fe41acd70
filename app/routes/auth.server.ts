import { redirect } from "react-router";
import { configuredProviders } from "../../workers/auth/oauth-providers";
import { getPageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import { safeNextPath } from "../lib/safe-next-path";
import type { Route } from "./+types/auth";

/**
 * A visitor who is already signed in goes straight on: to `next` when it is a path on this site
 * (e.g. back to a share page), else to the dashboard (docs/product.md#continue-copy-and-edit).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getPageUser(request, context)) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")));
  return { providers: configuredProviders(context.get(appContext).config) };
}
