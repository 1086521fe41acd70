import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith(".test.ts") ? [join(dir, entry.name)] : [],
  );
}

describe("unit tests share a module graph per worker", () => {
  it("so every file that replaces a module with vi.mock is listed to run isolated", () => {
    const config = readFileSync(join(root, "vitest.config.ts"), "utf8");
    const listed = config.match(/UNIT_FILES_THAT_MOCK_MODULES = \[([^\]]*)\]/)?.[1] ?? "";
    const mocking = testFiles(join(root, "tests/unit"))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(listed, `${file} uses vi.mock: add it to UNIT_FILES_THAT_MOCK_MODULES`).toContain(`"${file}"`);
  });
});
