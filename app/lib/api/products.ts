import type {
  CreateProductRequest,
  ProductDetailResponse,
  ProductDto,
  ProductSummaryDto,
  UpdateProductRequest,
} from "@shared/contracts/products";
import { apiRequest, apiSend, contractOf } from "../api-client";
import { readProductList } from "../read-api-data";

/**
 * Products (`/api/products`, docs/product.md#products). The list, which every signed-in page reads
 * for "Working on", is read zod-free; the other answers are checked with the product contracts,
 * loaded with the first call that needs them so the signed-in shell ships no zod.
 */

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;
const contracts = () => import("@shared/contracts/products");

/** The user's products, newest activity first. `fallbackError` names what the list was wanted for. */
export async function listProducts(init: { fallbackError?: string; signal?: AbortSignal } = {}): Promise<ProductSummaryDto[]> {
  const { products } = await apiRequest("/api/products", contractOf(readProductList), {
    signal: init.signal,
    fallbackError: init.fallbackError ?? "Products could not be loaded",
  });
  return products;
}

export async function createProduct(body: CreateProductRequest): Promise<ProductDto> {
  const { productResponseSchema } = await contracts();
  const { product } = await apiRequest("/api/products", productResponseSchema, {
    method: "POST",
    body: JSON.stringify(body),
    fallbackError: "Failed to create the product",
  });
  return product;
}

/** Changes the brief's fields or the whole persona list; answers the product as stored. */
export async function updateProduct(
  id: string,
  patch: UpdateProductRequest,
  { fallbackError = "Failed to save the product" }: { fallbackError?: string } = {},
): Promise<ProductDto> {
  const { productResponseSchema } = await contracts();
  const { product } = await apiRequest(productPath(id), productResponseSchema, {
    method: "PATCH",
    body: JSON.stringify(patch),
    fallbackError,
  });
  return product;
}

/** "Delete product": its saved items stay in History ("keep") or go with it ("delete"). */
export function deleteProduct(id: string, items: "keep" | "delete"): Promise<void> {
  return apiSend(`${productPath(id)}?items=${items}`, { method: "DELETE", fallbackError: "Failed to delete the product" });
}

/** One page of the product's saved items (newest first), with the product itself. */
export async function readProductPage(
  id: string,
  { offset = 0, limit, fallbackError = "Failed to read the product" }: { offset?: number; limit: number; fallbackError?: string },
): Promise<ProductDetailResponse> {
  const { productDetailResponseSchema } = await contracts();
  return apiRequest(`${productPath(id)}?offset=${offset}&limit=${limit}`, productDetailResponseSchema, { fallbackError });
}

/**
 * The product with every saved item's latest version: what "Export" writes out. Read a page at a
 * time (the API never answers the whole timeline at once), newest first, as the timeline lists them.
 */
export async function readProductDetail(id: string): Promise<Pick<ProductDetailResponse, "product" | "items">> {
  const { PRODUCT_ITEMS_PAGE } = await contracts();
  const items: ProductDetailResponse["items"] = [];
  let offset: number | null = 0;
  let product: ProductDto | null = null;
  while (offset !== null) {
    const page: ProductDetailResponse = await readProductPage(id, { offset, limit: PRODUCT_ITEMS_PAGE.max });
    product = page.product;
    items.push(...page.items);
    offset = page.nextOffset;
  }
  return { product: product!, items };
}
