import type { FlowchartData } from "../../shared/contracts/flowchart";
import { WIREFRAME_LIMITS, type WireframeDevice, type WireframeSet } from "../../shared/contracts/wireframes";
import { productAudience, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { startupFlowchart } from "../kit/server/offline/idea-flowchart";
import { drawFlowScreens } from "./draw-screen";
import { flowScreens } from "./flow-screens.mjs";

/**
 * The offline model's wireframes (docs/product.md#wireframes): every screen the flow implies
 * (./flow-screens.ts), in the order a user meets them, each drawn from what it is (./draw-screen.ts).
 * Given an idea alone, the flow is the MVP flow the offline Startup Builder draws for it.
 */
export function wireframesFor(
  { idea, flow, device }: { idea?: string; flow?: FlowchartData; device: WireframeDevice },
  product?: OfflineProduct,
): WireframeSet {
  const drawn = flow ?? startupFlowchart(idea ?? product?.name ?? "A new product", product);
  const screens = flowScreens(drawn).slice(0, WIREFRAME_LIMITS.screens);
  const appName = product?.name ?? (idea ? readIdeaFor(idea, product).name : "App");
  return { device, screens: drawFlowScreens(screens, { device, appName, audience: productAudience(product) }) };
}
