import { appContext } from "../../workers/context";
import type { Route } from "./+types/site-layout";

/** Contact details of the public pages come from vars (workers/config.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(appContext).config.site };
}
