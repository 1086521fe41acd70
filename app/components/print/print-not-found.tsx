import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClasses } from "~/components/ui/button";

type Back = { to: string; label: string };

/**
 * A print view's refusals. 404: an unknown id and someone else's read the same
 * (docs/product.md#foreign-conversations-answer-404). 403: a member of the product, who may read
 * it in the app, but printing and exporting are the owner's (docs/product.md#members-and-roles);
 * the loader's message says so. Other failures go to the app's error page.
 */
export function PrintNotFound({ what, back, refusedBack }: { what: string; back: Back; refusedBack: Back }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 403)) throw error;
  const refused = error.status === 403;
  const link = refused ? refusedBack : back;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">{error.status}</p>
      <h1 className="text-xl font-semibold tracking-tight text-ink">
        {refused ? `Only the owner can print this ${what}` : "Oops! Page not found"}
      </h1>
      <p className="text-base text-muted">
        {refused
          ? `${typeof error.data === "string" ? error.data : "Only the product's owner can do that."} You can still read it in the app.`
          : `This ${what} does not exist or is no longer yours to open.`}
      </p>
      <Link to={link.to} className={`${buttonClasses({ size: "lg" })} mt-4`}>
        {link.label}
      </Link>
    </main>
  );
}
