import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  // One structured line per bad path, so broken inbound links show up in the logs.
  console.warn(JSON.stringify({ level: "warn", event: "page_not_found", path: new URL(request.url).pathname }));
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found — UX Twin" }];

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-medium">Oops! Page not found</h1>
      <a className="focus-ring rounded-control text-accent underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
