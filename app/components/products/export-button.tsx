import { Download } from "lucide-react";
import { useState } from "react";
import { PdfLink } from "~/components/print/pdf-link";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { exportProduct } from "./product-export";

/**
 * The product's exports (docs/product.md#product-export): "Markdown" downloads the whole product
 * (product-export.ts), named "Markdown + images (.zip)" when its screenshots come along in a .zip;
 * "PDF" opens its print view, which the browser prints or saves as a PDF.
 */
export function ExportButton({ productId, withScreens, disabled }: { productId: string; withScreens: boolean; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { fileName, screens } = await exportProduct(productId);
      if (screens > 0) {
        const images = screens === 1 ? "its screenshot" : `its ${screens} screenshots`;
        toast({ title: `Downloaded ${fileName}`, description: `The Markdown with ${images} in an images folder.`, variant: "success" });
      }
    } catch (error) {
      toastError("Export failed", error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label="Export" className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void download()} disabled={disabled || busy}>
        <Download size={16} aria-hidden />
        {busy ? "Exporting..." : withScreens ? "Markdown + images (.zip)" : "Markdown"}
      </Button>
      <PdfLink to={`/products/${encodeURIComponent(productId)}/print`} disabled={disabled} />
    </div>
  );
}
