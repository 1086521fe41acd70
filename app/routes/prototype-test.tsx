import { isRouteErrorResponse, useRouteError } from "react-router";
import { ProductNotFound } from "~/components/products/product-not-found";
import { TestResults } from "~/components/prototype-tests/test-results";
import type { Route } from "./+types/prototype-test";

export { loader } from "./prototype-test.server";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.results.test.title}: test results — UX Twin` : "Test results — UX Twin" },
  { name: "robots", content: "noindex" },
];

/** `/products/:productId/tests/:testId` (docs/product.md#prototype-tests): one prototype test's results, live. */
export default function PrototypeTestPage({ loaderData, params }: Route.ComponentProps) {
  // Another test's page starts from its own results, not from this one's live state.
  return <TestResults key={params.testId} productId={params.productId} testId={params.testId} initial={loaderData.results} />;
}

/** Unknown or someone else's test: the app's 404; a member's: 403; anything else goes to the app's error page. */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  // A member of the product: its tests are the owner's (docs/product.md#members-and-roles).
  if (isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string")
    return <ProductNotFound refused={{ message: error.data, productId: params.productId }} />;
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ProductNotFound message="This test does not exist or is no longer yours to open." />;
}
