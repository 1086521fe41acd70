import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import type { ProductDto } from "../../shared/contracts/products";
import { productMarkdown } from "../../shared/product-markdown";
import { productArchive } from "../../app/components/products/product-archive";

const PRODUCT: ProductDto = {
  id: "p1",
  name: "Pocket Tutor",
  idea: "Match students with a tutor.",
  audience: "",
  notes: "",
  personas: [],
  items: 1,
  role: "owner",
  ownerEmail: null,
  createdAt: 0,
  updatedAt: 0,
};
const KEY = "c".repeat(32);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe("a product exported with its screenshots", () => {
  it("is one folder holding the Markdown and every image it links, by a path relative to it", async () => {
    const item = {
      title: "Book a call",
      tool: "validate-ux" as const,
      createdAt: 0,
      updatedAt: 0,
      versions: 1,
      latest: `# UX validation report\n\n## Screens\n\n![Screen 1](/api/uploads/${KEY})`,
    };
    const markdown = productMarkdown(PRODUCT, [item], 0, null, new Map([[KEY, "images/screen-01.png"]]));
    const files = unzipSync(await productArchive("pocket-tutor", markdown, { "images/screen-01.png": PNG }));

    // Folders are entries of their own; the files are what matters.
    expect(
      Object.keys(files)
        .filter((path) => !path.endsWith("/"))
        .sort(),
    ).toEqual(["pocket-tutor/images/screen-01.png", "pocket-tutor/pocket-tutor.md"]);
    const unpacked = strFromU8(files["pocket-tutor/pocket-tutor.md"]!);
    expect(unpacked).toBe(markdown);
    const linked = [...unpacked.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(linked).toEqual(["images/screen-01.png"]);
    for (const path of linked) expect(files[`pocket-tutor/${path}`]).toEqual(PNG);
  });
});
