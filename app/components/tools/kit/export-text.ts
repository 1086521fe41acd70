import { toast } from "~/components/ui/toast";

/** Copies text and says so with the product's toast ("Copied to clipboard!"). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard!", variant: "success" });
    return true;
  } catch {
    toast({
      title: "Copy failed",
      description: "Your browser blocked the clipboard. Select the text and copy it instead.",
      variant: "warning",
    });
    return false;
  }
}

/** Hands a file to the browser's download, e.g. a diagram's PNG. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by then; the URL would otherwise hold the blob until the tab closes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function downloadText(text: string, fileName: string, type = "text/markdown"): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
