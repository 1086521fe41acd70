import { redirect } from "react-router";
import { configuredProviders } from "../../workers/auth/oauth-providers";
import { getPageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/auth";

/** A visitor who is already signed in goes straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getPageUser(request, context)) throw redirect("/dashboard");
  return { providers: configuredProviders(context.get(appContext).config) };
}
