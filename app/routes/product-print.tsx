import { useEffect, useState } from "react";
import { productDocument, type ProductDocument } from "@shared/product-document";
import { PrintNotFound } from "~/components/print/print-not-found";
import { PrintPage } from "~/components/print/print-page";
import { ProductPrint } from "~/components/print/product-print";
import { Skeleton } from "~/components/ui/skeleton";
import { readLaunchCard } from "~/lib/api/launch";
import { readPrototypeTestReports } from "~/lib/api/prototype-tests";
import { readProductDetail } from "~/lib/api/products";
import { getErrorMessage } from "~/lib/error-message";
import type { Route } from "./+types/product-print";

export { loader } from "./product-print.server";

// The browser names the PDF after the page's title.
export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? loaded.product.name : "Product" },
  { name: "robots", content: "noindex" },
];

type Loaded = { state: "loading" } | { state: "ready"; document: ProductDocument } | { state: "failed"; message: string };

/** `/products/:id/print` (docs/product.md#pdf): the product as a document, printed once it is all in. */
export default function ProductPrintPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([readProductDetail(product.id), readLaunchCard(product.id), readPrototypeTestReports(product.id)]).then(
      ([detail, launch, tests]) =>
        current && setLoaded({ state: "ready", document: productDocument(detail.product, detail.items, Date.now(), launch, tests) }),
      (error: unknown) => current && setLoaded({ state: "failed", message: getErrorMessage(error, "The product could not be read.") }),
    );
    return () => {
      current = false;
    };
  }, [product.id]);

  return (
    <PrintPage
      back={{ to: `/products/${encodeURIComponent(product.id)}`, label: `Back to ${product.name}` }}
      ready={loaded.state === "ready"}
    >
      {loaded.state === "ready" && <ProductPrint document={loaded.document} />}
      {loaded.state === "loading" && (
        <div role="status" aria-label="Preparing the document" className="flex flex-col gap-3">
          <h1>{product.name}</h1>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {loaded.state === "failed" && (
        <div role="alert">
          <h1>{product.name}</h1>
          <p className="print-status">{loaded.message} Reload the page to try again.</p>
        </div>
      )}
    </PrintPage>
  );
}

/** Unknown or someone else's product: the app's 404; a member's: the owner's alone (403). */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <PrintNotFound
      what="product"
      back={{ to: "/products", label: "Back to Products" }}
      refusedBack={{ to: `/products/${encodeURIComponent(params.productId)}`, label: "Back to the product" }}
    />
  );
}
