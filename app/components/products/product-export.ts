import { uploadUrl } from "@shared/contracts/uploads";
import { inOrderMade } from "@shared/product-document";
import { productFileName, productMarkdown, screenKeysIn } from "@shared/product-markdown";
import { downloadBlob, downloadText } from "~/components/tools/kit/export-text";
import { readLaunchCard } from "~/lib/api/launch";
import { readPrototypeTestReports } from "~/lib/api/prototype-tests";
import { readProductDetail } from "~/lib/api/products";
import { productArchive } from "./product-archive";

/**
 * "Markdown" on a product page (docs/product.md#product-export). Screenshots are the owner's private
 * uploads, which answer nobody else, so a product that has any is exported as a .zip: the
 * Markdown and an images/ folder it links relatively, opened anywhere without the app and without
 * making an upload public. A product without screenshots stays one plain `.md` file.
 */

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };
/** Screens read at a time: quick on a good connection, gentle on the app's own server. */
const AT_ONCE = 4;

export type ExportOutcome = { fileName: string; screens: number };

export async function exportProduct(productId: string): Promise<ExportOutcome> {
  const [{ product, items }, launch, tests] = await Promise.all([
    readProductDetail(productId),
    readLaunchCard(productId),
    readPrototypeTestReports(productId),
  ]);
  // Numbered as the document shows them: in the order the work happened.
  const keys = screenKeysIn(
    inOrderMade(items)
      .map((item) => item.latest)
      .join("\n"),
  );
  if (keys.length === 0) {
    const fileName = productFileName(product.name);
    downloadText(productMarkdown(product, items, Date.now(), launch, new Map(), tests), fileName);
    return { fileName, screens: 0 };
  }
  const read = await readScreens(keys);
  const files = new Map<string, string | null>();
  const entries: Record<string, Uint8Array> = {};
  keys.forEach((key, i) => {
    const screen = read[i];
    if (!screen) return files.set(key, null);
    const file = `images/screen-${String(i + 1).padStart(2, "0")}.${screen.extension}`;
    files.set(key, file);
    entries[file] = screen.bytes;
  });
  const folder = productFileName(product.name).replace(/\.md$/, "");
  const markdown = productMarkdown(product, items, Date.now(), launch, files, tests);
  const archive = await productArchive(folder, markdown, entries);
  const fileName = productFileName(product.name, "zip");
  downloadBlob(new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), fileName);
  return { fileName, screens: Object.keys(entries).length };
}

/** Each screen's bytes and file extension; null for one that is gone (deleted, or no longer this user's). */
async function readScreens(keys: readonly string[]): Promise<Array<{ bytes: Uint8Array; extension: string } | null>> {
  const screens: Array<{ bytes: Uint8Array; extension: string } | null> = [];
  for (let start = 0; start < keys.length; start += AT_ONCE) {
    const batch = keys.slice(start, start + AT_ONCE).map(async (key) => {
      const response = await fetch(uploadUrl(key), { credentials: "same-origin" });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error("A screenshot could not be read. Please try again.");
      const extension = EXTENSIONS[(response.headers.get("content-type") ?? "").split(";")[0]!.trim()] ?? "png";
      return { bytes: new Uint8Array(await response.arrayBuffer()), extension };
    });
    screens.push(...(await Promise.all(batch)));
  }
  return screens;
}
