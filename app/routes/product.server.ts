import { data } from "react-router";
import { timelineItemAsReaderSees } from "../../workers/api/member-view";
import { PRODUCT_LIMITS } from "../../shared/contracts/products";
import { productResultsOfTool, productTimeline } from "../../db/queries/product-timeline";
import { findProductForMember } from "../../db/queries/products";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import { plainExcerpt } from "@shared/plain-text";
import { screenKeysIn } from "@shared/product-markdown";
import type { TimelineEntry } from "~/components/products/timeline";
import type { Route } from "./+types/product";

/** Wireframe sets "Test with real people" offers on the product page, newest first. */
const TESTABLE_SETS = 50;

/** Items the page shows at first and adds per "Show more": a long timeline costs the page no more than a short one. */
export const TIMELINE_PAGE = 30;

/** `?show=<n>`: how many items "Show more" has asked for, within the timeline's cap. */
function shownCount(url: URL): number {
  const asked = Number.parseInt(url.searchParams.get("show") ?? "", 10);
  if (!Number.isFinite(asked) || asked <= TIMELINE_PAGE) return TIMELINE_PAGE;
  return Math.min(asked, PRODUCT_LIMITS.timelineItems);
}

/**
 * `/products/:id`: the product and the newest of its saved items, each as a plain-text excerpt,
 * for its owner and every member (docs/product.md#members-and-roles), with the caller's `role`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { db } = context.get(appContext);
  const product = await findProductForMember(db, user.id, params.productId);
  // A stranger's (a removed member's, or no) product: 404, without saying which.
  if (!product) throw data("Product not found", { status: 404 });
  const show = shownCount(new URL(request.url));
  // Only the shown items are read: the page costs the same with 500 items as with 30.
  // A member reads the items as the API answers them: without the owner's private screenshots (or a sign of them).
  const asReader = <T extends { shared: boolean; latest: string }>(item: T) => timelineItemAsReaderSees(product.role, item);
  const items = (await productTimeline(db, user.id, product.id, { limit: show })).map(asReader);
  const timeline: TimelineEntry[] = items.map((item) => ({
    id: item.id,
    title: item.title,
    tool: item.tool,
    updatedAt: item.updatedAt,
    versions: item.versions,
    excerpt: plainExcerpt(item.latest),
  }));
  const total = Math.max(product.items, timeline.length);
  // The export button is named by what it downloads: a .zip when any item shows a screenshot
  // (docs/product.md#product-export). Items past the first page are read only for a long product.
  const rest = total > items.length ? (await productTimeline(db, user.id, product.id, { offset: items.length })).map(asReader) : [];
  const exportHasScreens = screenKeysIn([...items, ...rest].map((item) => item.latest).join("\n")).length > 0;
  const nextShow =
    total > timeline.length && show < PRODUCT_LIMITS.timelineItems ? Math.min(show + TIMELINE_PAGE, PRODUCT_LIMITS.timelineItems) : null;
  // Prototype tests are the owner's (members see none offered): the query reads the caller's own items.
  const wireframeSets =
    product.role === "owner" ? await productResultsOfTool(db, user.id, product.id, "generate-wireframes", TESTABLE_SETS) : [];
  return { product, role: product.role, timeline, total, nextShow, exportHasScreens, wireframeSets };
}
