import { Boxes } from "lucide-react";
import { NewProductDialog } from "~/components/products/new-product-dialog";
import { ProductCard } from "~/components/products/product-card";
import { useLiveProductList } from "~/components/products/use-live-products";
import type { Route } from "./+types/products";

export { loader } from "./products.server";

export const meta: Route.MetaFunction = () => [{ title: "Products — UX Twin" }, { name: "robots", content: "noindex" }];

/** `/products` (docs/product.md#products): every product of the user, newest activity first. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  useLiveProductList();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h1 className="text-xl font-medium tracking-tight">Products</h1>
          <p className="mt-1 text-sm text-muted">
            One place per product for its brief, personas and everything you saved for it, from the first plan to the case study.
          </p>
        </div>
        {products.length > 0 && <NewProductDialog />}
      </header>
      {products.length === 0 ? (
        <EmptyProducts />
      ) : (
        <ul aria-label="Your products" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyProducts() {
  return (
    <section aria-labelledby="no-products" className="card flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-card bg-accent-soft text-accent">
        <Boxes size={22} aria-hidden />
      </span>
      <h2 id="no-products" className="text-lg font-semibold">
        No products yet
      </h2>
      <p className="max-w-md text-sm text-muted">
        A product holds an idea's brief and personas. Choose it on the dashboard and every tool starts from the brief, and what you save
        lands here: plan, flows, validation, launch copy and case study in one timeline.
      </p>
      <div className="mt-2">
        <NewProductDialog size="lg" />
      </div>
    </section>
  );
}
