import {
  PRODUCT_ITEMS_PAGE,
  type CreateProductRequest,
  type ProductDetailResponse,
  type ProductDto,
  type UpdateProductRequest,
} from "@shared/contracts/products";
import { apiJson } from "~/lib/api-client";

/** The products API as the product pages call it (docs/product.md#products). */

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

export async function createProduct(body: CreateProductRequest): Promise<ProductDto> {
  const { product } = await apiJson<{ product: ProductDto }>("/api/products", {
    method: "POST",
    body: JSON.stringify(body),
    fallbackError: "Failed to create the product",
  });
  return product;
}

export async function updateProduct(id: string, patch: UpdateProductRequest): Promise<ProductDto> {
  const { product } = await apiJson<{ product: ProductDto }>(productPath(id), {
    method: "PATCH",
    body: JSON.stringify(patch),
    fallbackError: "Failed to save the product",
  });
  return product;
}

/** "Delete product": its saved items stay in History ("keep") or go with it ("delete"). */
export function deleteProduct(id: string, items: "keep" | "delete"): Promise<void> {
  return apiJson<void>(`${productPath(id)}?items=${items}`, { method: "DELETE", fallbackError: "Failed to delete the product" });
}

/**
 * The product with every saved item's latest version: what "Export" writes out. Read a page at a
 * time (the API never answers the whole timeline at once), newest first, as the timeline lists them.
 */
export async function readProductDetail(id: string): Promise<Pick<ProductDetailResponse, "product" | "items">> {
  const items: ProductDetailResponse["items"] = [];
  let offset: number | null = 0;
  let product: ProductDto | null = null;
  while (offset !== null) {
    const page: ProductDetailResponse = await apiJson<ProductDetailResponse>(
      `${productPath(id)}?offset=${offset}&limit=${PRODUCT_ITEMS_PAGE.max}`,
      {
        fallbackError: "Failed to read the product",
      },
    );
    product = page.product;
    items.push(...page.items);
    offset = page.nextOffset;
  }
  return { product: product!, items };
}
