/**
 * A product export with screenshots as one .zip (docs/product.md#product-export): a folder named after
 * the product holding `<name>.md` and the `images/` it links relatively, so it opens the same in
 * any Markdown tool once unpacked. The zip library loads only here: most visits never export.
 */
export async function productArchive(folder: string, markdown: string, images: Readonly<Record<string, Uint8Array>>): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import("fflate");
  return zipSync({
    [folder]: {
      [`${folder}.md`]: strToU8(markdown),
      // Images are compressed already; storing them as they are keeps the export quick.
      ...Object.fromEntries(Object.entries(images).map(([file, bytes]) => [file, [bytes, { level: 0 }] as const])),
    },
  });
}
