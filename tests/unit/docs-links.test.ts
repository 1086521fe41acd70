import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and docs/ point into each other and into the code by relative links. Details move
 * between pages as the README stays a newcomer's page, so every relative link must still reach a
 * file, and every `#anchor` a heading of the page it names (GitHub's heading ids).
 */
const root = resolve(__dirname, "../..");
const pages = [
  "README.md",
  "tests/README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** GitHub's id for a heading: lower case, punctuation dropped except hyphens, spaces to hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** Relative link targets outside code fences and inline code: `[text](target)`. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("links in the README and docs/", () => {
  it("finds the pages it checks", () => {
    expect(pages).toContain("docs/product.md");
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)("every relative link in %s reaches a file, and every anchor a heading", (page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(readFileSync(join(root, page), "utf8"))) {
      const [path, anchor] = target.split("#") as [string, string | undefined];
      const file = path === "" ? join(root, page) : resolve(dirname(join(root, page)), decodeURI(path));
      if (!existsSync(file)) {
        broken.push(`${target} (no such file)`);
        continue;
      }
      if (anchor && file.endsWith(".md") && !headingIds(readFileSync(file, "utf8")).has(anchor)) broken.push(`${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});
