import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules between the code's three homes (README "Boundaries"):
 * - `shared/` runs in the browser and in the Worker: it imports only itself and zod
 *   (`tsconfig.shared.json` also checks it without DOM or Workers types);
 * - `app/` reaches Worker or database code only from `*.server.ts(x)` modules, which React Router
 *   keeps out of the browser build (it fails the build if client code imports one);
 * - `workers/` and `db/` never import the React app (`app/`), only `shared/`, each other and packages;
 * - `tools/<name>/` holds one tool's whole definition in three halves (README "A tool is one
 *   definition"): `contract.ts` is shared code (like `shared/`), `server.ts` is Worker code (never
 *   the app), `client.ts` is browser code (never `workers/` or `db/`); the app never loads a
 *   Worker half and the Worker never a browser half.
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
  // `import.meta.glob("./*/server.ts")` counts as importing what its pattern names.
  const specifiers = [
    ...text.matchAll(
      /(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']|import\.meta\.glob(?:<[^>]*>)?\(\s*["']([^"']+)["']/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? "");
  return specifiers.map((specifier) => {
    if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
    if (specifier.startsWith("@shared/")) return join("shared", specifier.slice(8));
    if (specifier.startsWith("@tools/")) return join("tools", specifier.slice(7));
    if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(file), specifier));
    return `package:${specifier}`;
  });
}

function violations(folders: string[], allowed: (file: string, target: string) => boolean): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => !allowed(file, target))
        .map((target) => `${file} → ${target}`),
    ),
  );
}

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);
/** A tool's Worker half (`server.ts` and its `server-*.ts` modules), the list of them, or the kit's Worker part (`tools/kit/server/`). */
const isToolServer = (path: string) => /^tools\/(?:[^/]+\/)?server(?:-[^/.]+)?(?:\.tsx?)?$/.test(path) || under(path, "tools/kit/server");
/** A tool's browser half (`client.ts` and its `client-*.ts(x)` modules), or the list of them. */
const isToolClient = (path: string) => /^tools\/(?:[^/]+\/)?client(?:-[^/.]+)?(?:\.tsx?)?$/.test(path);
/** The shared half: the contracts, their kit and the folder reader. */
const isToolShared = (path: string) => under(path, "tools") && !isToolServer(path) && !isToolClient(path);
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

  it("a tool's contract half imports only shared code, other contract code and zod", () => {
    const files = sourceFiles("tools").filter(isToolShared);
    const bad = files.flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          target.startsWith("package:")
            ? !SHARED_PACKAGES.has(target.slice(8).split("/")[0]!)
            : !under(target, "shared") && !isToolShared(target),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(files.length).toBeGreaterThan(9);
    expect(bad).toEqual([]);
  });

  it("a tool's Worker half never imports the app or a browser half, and its browser half never Worker code", () => {
    const bad = violations(["tools"], (file, target) => {
      if (isToolServer(file)) return !under(target, "app") && !isToolClient(target);
      if (isToolClient(file)) return !under(target, "workers", "db") && !isToolServer(target);
      return true;
    });
    expect(bad).toEqual([]);
  });

  it("the app never loads a tool's Worker half, the Worker never a browser half, shared/ neither", () => {
    const bad = [
      ...violations(["app"], (file, target) => !isToolServer(target) || isServerModule(file)),
      ...violations(["workers", "db"], (_file, target) => !isToolClient(target)),
      ...violations(["shared"], (_file, target) => !under(target, "tools")),
    ];
    expect(bad).toEqual([]);
  });

  it("finds the imports it checks (the scanner is not blind)", () => {
    expect(importsOf("tools/server.ts")).toContain("tools/*/server.ts");
    expect(importsOf("app/lib/features.ts")).toContain("tools/client");
    expect(importsOf("workers/realtime/socket-policy.ts")).toContain("shared/realtime-close-codes");
    expect(importsOf("app/lib/realtime-client.ts")).toContain("shared/realtime-close-codes");
    expect(sourceFiles("app").length).toBeGreaterThan(100);
  });
});
