import { Download } from "lucide-react";
import { useState } from "react";
import { productFileName, productMarkdown } from "@shared/product-markdown";
import { downloadText } from "~/components/tools/kit/export-text";
import { Button } from "~/components/ui/button";
import { toastError } from "~/components/ui/toast";
import { readLaunchCard } from "~/components/launch/launch-api";
import { readProductDetail } from "./product-api";

/**
 * "Export": the whole product as `<product-name>.md` (shared/product-markdown.ts). The page
 * shows excerpts only, so the export reads every item's latest version from the API first, and
 * the Launch card for the page's measured demand and the target's verdict.
 */
export function ExportButton({ productId, disabled }: { productId: string; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const exportProduct = async () => {
    setBusy(true);
    try {
      const [{ product, items }, launch] = await Promise.all([readProductDetail(productId), readLaunchCard(productId)]);
      downloadText(productMarkdown(product, items, Date.now(), launch), productFileName(product.name));
    } catch (error) {
      toastError("Export failed", error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void exportProduct()} disabled={disabled || busy}>
      <Download size={16} aria-hidden />
      {busy ? "Exporting..." : "Export"}
    </Button>
  );
}
