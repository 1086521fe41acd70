import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * A print view's 404: an unknown id and someone else's read the same
 * (docs/product.md#foreign-conversations-answer-404). Other failures go to the app's error page.
 */
export function PrintNotFound({ what, back }: { what: string; back: { to: string; label: string } }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="text-xl font-semibold tracking-tight text-ink">Oops! Page not found</h1>
      <p className="text-base text-muted">This {what} does not exist or is no longer yours to open.</p>
      <Link to={back.to} className={`${buttonClasses({ size: "lg" })} mt-4`}>
        {back.label}
      </Link>
    </main>
  );
}
