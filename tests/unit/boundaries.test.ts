import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules between the code's three homes (docs/architecture.md, "Boundaries"):
 * - `shared/` runs in the browser and in the Worker: it imports only itself and zod
 *   (`tsconfig.shared.json` also checks it without DOM or Workers types);
 * - `app/` reaches Worker or database code only from `*.server.ts(x)` modules, which React Router
 *   keeps out of the browser build (it fails the build if client code imports one);
 * - `workers/` and `db/` never import the React app (`app/`), only `shared/`, each other and packages;
 * - `tools/<name>/` holds one tool's whole definition in three halves (docs/architecture.md, "A tool is one
 *   definition"): `contract.ts` is shared code (like `shared/`), `server.ts` is Worker code (never
 *   the app), `client.ts` is browser code (never `workers/` or `db/`); the app never loads a
 *   Worker half and the Worker never a browser half;
 * - a tool folder imports only the kit (`tools/kit/`), `shared/` and its own files; the kit
 *   imports only itself and `shared/`, its browser part (`tools/kit/client-*.ts`) also the app's
 *   browser code every tool screen is built from, which it re-exports; the model layer (`workers/ai/`) is handed the tools and imports only the kit, so
 *   no import circle runs through a tool;
 * - a tool's `examples.ts` (and the kit's `examples-kit.ts`) is what the tests run it with: only
 *   the tests load it, so it may use the kit's Worker part and fast-check.
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
/** What the tests run a tool with (`tools/<name>/examples.ts`, `tools/kit/examples-kit.ts`): loaded by the tests alone. */
const isToolExamples = (path: string) => /^tools\/[^/]+\/examples(?:-kit)?(?:\.ts)?$/.test(path);
/** The shared half: the contracts, their kit and the folder reader. */
const isToolShared = (path: string) => under(path, "tools") && !isToolServer(path) && !isToolClient(path) && !isToolExamples(path);
const under = (target: string, ...folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));
/** The tool folder a path is in (`tools/<name>/…`; the kit is not a tool), or null. */
const toolFolderOf = (path: string) => {
  const folder = /^tools\/([^/*]+)\//.exec(path)?.[1];
  return folder && folder !== "kit" ? folder : null;
};

/**
 * What a file in a tool folder may import: packages, the kit, `shared/` and its own folder; never
 * another tool, the lists of tools, Worker code or the app (its screen reaches the app's
 * components through the kit's browser part).
 */
function toolFolderMayImport(file: string, target: string): boolean {
  const folder = toolFolderOf(file);
  if (!folder || target.startsWith("package:")) return true;
  return under(target, "tools/kit", "shared", `tools/${folder}`);
}

/** What the kit may import: packages, itself and `shared/`; its browser part also the app's browser code. */
function kitMayImport(file: string, target: string): boolean {
  if (target.startsWith("package:") || under(target, "tools/kit", "shared")) return true;
  return /^tools\/kit\/client-[^/]+$/.test(file) && under(target, "app/components", "app/lib");
}

/** The source files an import names (a path without its extension, a folder's index, or a glob's matches). */
function filesNamed(target: string, all: Set<string>): string[] {
  if (target.includes("*")) {
    const pattern = new RegExp(`^${target.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+")}$`);
    return [...all].filter((file) => pattern.test(file));
  }
  const file = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => all.has(candidate));
  return file ? [file] : [];
}

/**
 * What loading a module makes the runtime parse before it runs: its static imports and
 * re-exports (not `import type`, which the build erases) and eager globs — never an `import()` or
 * a lazy glob, whose modules are parsed only when called.
 */
function parsedImportsOf(file: string, all: Set<string>): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specifiers = [
    ...text.matchAll(
      /(?:^|\s)(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']|^import\s+["']([^"']+)["']|import\.meta\.glob(?:<[^>]*>)?\(\s*["']([^"']+)["']\s*,\s*\{[^}]*\beager:\s*true/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
  return specifiers.flatMap((specifier) =>
    specifier.startsWith(".") ? filesNamed(relative(root, resolve(root, dirname(file), specifier)), all) : [],
  );
}

/** Every source file parsed when these entries load, following only what `parsedImportsOf` follows. */
function parsedAtStartUp(entries: string[], all: Set<string>): Set<string> {
  const parsed = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (parsed.has(file)) continue;
    parsed.add(file);
    todo.push(...parsedImportsOf(file, all));
  }
  return parsed;
}

/** The offline model: the provider's code, the kit's offline writers and each tool's offline half (docs/product.md#providers-and-the-offline-model). */
const isOfflineModel = (file: string) =>
  under(file, "workers/ai/offline", "tools/kit/server/offline") || /^tools\/[^/]+\/server-offline[^/]*\.ts$/.test(file);

/** Who imports whom among the source files of these folders (type-only imports count: they tie modules together too). */
function importGraph(folders: string[]): Map<string, string[]> {
  const all = new Set(folders.flatMap(sourceFiles));
  return new Map([...all].map((file) => [file, importsOf(file).flatMap((target) => filesNamed(target, all))]));
}

/** The import circles in a graph: each group of two or more files that reach each other (Tarjan's strongly connected components). */
function importCircles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}

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

  it("only the tests load a tool's examples", () => {
    const allowed = (file: string, target: string) => !isToolExamples(target) || isToolExamples(file);
    expect(allowed("workers/api/functions/tools.ts", "tools/validate-ux/examples")).toBe(false);
    expect(allowed("tools/validate-ux/server.ts", "tools/kit/examples-kit")).toBe(false);
    expect(allowed("tools/validate-ux/examples.ts", "tools/kit/examples-kit")).toBe(true);
    expect(sourceFiles("tools").filter(isToolExamples).length).toBeGreaterThan(9);
    expect(violations(["app", "workers", "db", "shared", "tools"], allowed)).toEqual([]);
  });

  it("a tool folder imports only the kit, shared/ and its own files", () => {
    const bad = violations(["tools"], toolFolderMayImport);
    expect(bad).toEqual([]);
  });

  it("refuses a tool folder's deliberate reach into another tool, the lists of tools, Worker code or the app", () => {
    expect(toolFolderMayImport("tools/validate-ux/server.ts", "tools/generate-workshop/server-offline")).toBe(false);
    expect(toolFolderMayImport("tools/validate-ux/server.ts", "tools/contracts")).toBe(false);
    expect(toolFolderMayImport("tools/validate-ux/server.ts", "workers/ai/models")).toBe(false);
    expect(toolFolderMayImport("tools/validate-ux/contract.ts", "app/components/ui/button")).toBe(false);
    expect(toolFolderMayImport("tools/validate-ux/client.ts", "tools/validate-ux/client-view")).toBe(true);
    expect(toolFolderMayImport("tools/validate-ux/server.ts", "tools/kit/server/refine/spec")).toBe(true);
    expect(toolFolderMayImport("tools/validate-ux/client-view.tsx", "app/components/ui/button")).toBe(false);
    expect(toolFolderMayImport("tools/validate-ux/client-view.tsx", "tools/kit/client-ui")).toBe(true);
  });

  it("the kit imports only itself, shared/ and packages, its browser part also the app's browser code", () => {
    expect(kitMayImport("tools/kit/client-ui.ts", "app/components/ui/button")).toBe(true);
    expect(kitMayImport("tools/kit/server-kit.ts", "app/components/ui/button")).toBe(false);
    expect(kitMayImport("tools/kit/contract-kit.ts", "app/lib/features")).toBe(false);
    expect(kitMayImport("tools/kit/client-ui.ts", "workers/errors")).toBe(false);
    expect(kitMayImport("tools/kit/client-ui.ts", "tools/validate-ux/client-view")).toBe(false);
    expect(violations(["tools/kit"], kitMayImport)).toEqual([]);
  });

  it("the model layer is handed the tools: workers/ai/ imports only the kit from tools/", () => {
    const bad = violations(["workers/ai"], (_file, target) => !under(target, "tools") || under(target, "tools/kit"));
    expect(bad).toEqual([]);
  });

  it("no import circle runs through a tool, the kit or the model layer", () => {
    const circles = importCircles(importGraph(["tools", "workers", "shared", "db"])).filter((group) =>
      group.some((file) => under(file, "tools", "workers/ai")),
    );
    expect(circles).toEqual([]);
  });

  it("no import circle runs anywhere in the code, through a lazily loaded module or a type either", () => {
    expect(importCircles(importGraph(["app", "tools", "workers", "shared", "db"]))).toEqual([]);
  });

  it("a Worker on Workers AI or an OpenAI-compatible server never parses the offline model: only a call on the offline provider loads it", () => {
    const all = new Set(["app", "tools", "workers", "shared", "db"].flatMap(sourceFiles));
    // The Worker's entry, and the pages React Router's server build loads with it.
    const entries = ["workers/app.ts", "app/root.tsx", ...[...all].filter((file) => under(file, "app/routes"))];
    const parsed = parsedAtStartUp(entries, all);
    expect([...parsed].filter(isOfflineModel)).toEqual([]);
    // Not for want of finding it: the offline provider's lazy import reaches it, and the scanner follows eager globs.
    expect(parsedAtStartUp(["workers/ai/offline/offline-model.ts"], all).size).toBeGreaterThan(5);
    expect(parsed).toContain("tools/generate-wireframes/server.ts");
    expect(parsed).toContain("workers/ai/models.ts");
  });

  it("finds the import circles there are (the circle finder is not blind)", () => {
    const graph = new Map([
      ["tools/server.ts", ["tools/a/server.ts"]],
      ["tools/a/server.ts", ["tools/kit/server-kit.ts"]],
      ["tools/kit/server-kit.ts", ["workers/ai/models.ts"]],
      ["workers/ai/models.ts", ["workers/ai/offline/offline-model.ts"]],
      ["workers/ai/offline/offline-model.ts", ["tools/server.ts", "shared/x.ts"]],
      ["shared/x.ts", []],
    ]);
    expect(importCircles(graph)).toEqual([
      ["tools/a/server.ts", "tools/kit/server-kit.ts", "tools/server.ts", "workers/ai/models.ts", "workers/ai/offline/offline-model.ts"],
    ]);
    expect(filesNamed("tools/*/server.ts", new Set(["tools/a/server.ts", "tools/kit/server-kit.ts"]))).toEqual(["tools/a/server.ts"]);
    expect(importGraph(["tools"]).get("tools/server.ts")).toContain("tools/validate-ux/server.ts");
  });

  it("finds the imports it checks (the scanner is not blind)", () => {
    expect(importsOf("tools/server.ts")).toContain("tools/*/server.ts");
    expect(importsOf("app/lib/features.ts")).toContain("tools/client");
    expect(importsOf("workers/realtime/socket-policy.ts")).toContain("shared/realtime-close-codes");
    expect(importsOf("app/lib/realtime-client.ts")).toContain("shared/realtime-close-codes");
    expect(sourceFiles("app").length).toBeGreaterThan(100);
  });
});
