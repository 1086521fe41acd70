import { Link } from "react-router";
import { data } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  // One structured line per bad path, so broken inbound links show up in the logs.
  console.warn(JSON.stringify({ level: "warn", event: "page_not_found", path: new URL(request.url).pathname }));
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Page not found", description: "This page does not exist. Return to the UX Twin home page." });

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-40 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="text-xl font-semibold tracking-tight text-ink">Oops! Page not found</h1>
      <p className="text-base text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClasses({ size: "lg" })} mt-4`}>
        Return to Home
      </Link>
    </div>
  );
}
