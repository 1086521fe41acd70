import type { CreateProductRequest, ProductDetailResponse, ProductDto, UpdateProductRequest } from "@shared/contracts/products";
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

/** The product with every saved item's latest version: what "Export" writes out. */
export function readProductDetail(id: string): Promise<ProductDetailResponse> {
  return apiJson<ProductDetailResponse>(productPath(id), { fallbackError: "Failed to read the product" });
}
