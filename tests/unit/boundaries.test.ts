import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules between the code's three homes (README "Boundaries"):
 * - `shared/` runs in the browser and in the Worker: it imports only itself and zod
 *   (`tsconfig.shared.json` also checks it without DOM or Workers types);
 * - `app/` reaches Worker or database code only from `*.server.ts(x)` modules, which React Router
 *   keeps out of the browser build (it fails the build if client code imports one);
 * - `workers/` and `db/` never import the React app (`app/`), only `shared/`, each other and packages.
 */
const root = resolve(import.meta.dirname, "../..");
const SHARED_PACKAGES = new Set(["zod"]);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.parentPath.includes("+types"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every module a file imports (static, dynamic and re-exports), as a repository path or a package name. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specifiers = [...text.matchAll(/(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
  return specifiers.map((specifier) => {
    if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
    if (specifier.startsWith("@shared/")) return join("shared", specifier.slice(8));
    if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(file), specifier));
    return `package:${specifier}`;
  });
}

function violations(folders: string[], allowed: (file: string, target: string) => boolean): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((file) => importsOf(file).filter((target) => !allowed(file, target)).map((target) => `${file} → ${target}`)),
  );
}

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);
const under = (target: string, ...folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

describe("code boundaries", () => {
  it("shared/ imports only shared/ and zod", () => {
    const bad = violations(["shared"], (_file, target) =>
      target.startsWith("package:") ? SHARED_PACKAGES.has(target.slice(8).split("/")[0]!) : under(target, "shared"),
    );
    expect(bad).toEqual([]);
  });

  it("app/components and app/lib never import workers/ or db/, not even from a server module", () => {
    const bad = violations(["app/components", "app/lib"], (_file, target) => !under(target, "workers", "db"));
    expect(bad).toEqual([]);
  });

  it("app/ reaches workers/ and db/ only from *.server modules", () => {
    const bad = violations(["app"], (file, target) => !under(target, "workers", "db") || isServerModule(file));
    expect(bad).toEqual([]);
  });

  it("workers/ and db/ never import the React app", () => {
    const bad = violations(["workers", "db"], (_file, target) => !under(target, "app"));
    expect(bad).toEqual([]);
  });

  it("finds the imports it checks (the scanner is not blind)", () => {
    expect(importsOf("workers/realtime/socket-policy.ts")).toContain("shared/realtime-close-codes");
    expect(importsOf("app/lib/realtime-client.ts")).toContain("shared/realtime-close-codes");
    expect(sourceFiles("app").length).toBeGreaterThan(100);
  });
});
