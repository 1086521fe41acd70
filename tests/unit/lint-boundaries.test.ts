import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rules that hold the code's boundaries (eslint.config.js) see every form of import,
 * including the two the pattern-reading test in boundaries.test.ts cannot: `require(…)` and an
 * `import()` whose path is computed.
 */
const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rules a snippet breaks, one entry per line, when it is linted as if it lived at `path`. */
async function brokenRules(path: string, lines: string[]): Promise<Record<number, string[]>> {
  const text = lines.map((line, index) => `${line} // ${index + 1}`).join("\n");
  const [result] = await eslint.lintText(text, { filePath: resolve(root, path) });
  const broken: Record<number, string[]> = {};
  for (const message of result!.messages) {
    if (message.ruleId === "@typescript-eslint/no-unused-vars") continue;
    (broken[message.line] ??= []).push(message.ruleId ?? "parse");
  }
  return broken;
}

describe("boundary lint rules", { timeout: 60_000 }, () => {
  it("refuse Worker code in a component, whichever way it is imported", async () => {
    const broken = await brokenRules("app/components/chat/example.tsx", [
      'import { AppError } from "../../../workers/errors";',
      'export { schema } from "../../../db/schema";',
      'const errors = require("../../../workers/errors");',
      'const computed = await import(`../../../workers/${"errors"}`);',
      'const lazy = await import("~/../workers/errors");',
      'import { productSchema } from "@shared/contracts/products";',
    ]);
    expect(broken[1]).toContain("import-x/no-restricted-paths");
    expect(broken[2]).toContain("import-x/no-restricted-paths");
    expect(broken[3]).toEqual(expect.arrayContaining(["no-restricted-syntax", "import-x/no-restricted-paths"]));
    expect(broken[4]).toContain("no-restricted-syntax");
    expect(broken[5]).toContain("import-x/no-restricted-paths");
    expect(broken[6]).toBeUndefined();
  });

  it("keep shared code to itself and zod", async () => {
    const broken = await brokenRules("shared/example.ts", [
      'import { apiJson } from "~/lib/api-client";',
      'import { Hono } from "hono";',
      'import { z } from "zod";',
      'import { passwordRules } from "./credential-rules";',
    ]);
    expect(broken[1]).toContain("import-x/no-restricted-paths");
    expect(broken[2]).toContain("no-restricted-imports");
    expect(broken[3]).toBeUndefined();
    expect(broken[4]).toBeUndefined();
  });

  it("keep a tool folder to the kit, shared/ and its own files, and the kit and the model layer away from the tools", async () => {
    const broken = await brokenRules("tools/validate-ux/server-example.ts", [
      'import { workshopPlan } from "../generate-workshop/server-offline";',
      'import { toolContracts } from "../contracts";',
      'import { getModel } from "../../workers/ai/models";',
      'import { Button } from "~/components/ui/button";',
      'import { refineSpec } from "../kit/server/refine/spec";',
      'import { validationBrief } from "../../shared/result-markdown";',
      'import { validationResults } from "./server-offline";',
    ]);
    expect(broken[1]).toContain("import-x/no-restricted-paths");
    expect(broken[2]).toContain("import-x/no-restricted-paths");
    expect(broken[3]).toContain("import-x/no-restricted-paths");
    expect(broken[4]).toContain("import-x/no-restricted-paths");
    expect(broken[5]).toBeUndefined();
    expect(broken[6]).toBeUndefined();
    expect(broken[7]).toBeUndefined();
    expect(await brokenRules("tools/validate-ux/client-example.tsx", ['import { Button } from "~/components/ui/button";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("tools/validate-ux/client-example.tsx", ['import { Button } from "../kit/client-ui";'])).toEqual({});
    expect(await brokenRules("tools/kit/client-example.ts", ['export { Button } from "~/components/ui/button";'])).toEqual({});
    expect(await brokenRules("tools/kit/contract-example.ts", ['import { Button } from "~/components/ui/button";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("tools/kit/server/example.ts", ['import { toolServers } from "../../server";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("tools/validate-ux/server-example.ts", ['import examples from "./examples";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("workers/api/example.ts", ['import examples from "../../tools/validate-ux/examples";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(
      await brokenRules("tools/validate-ux/examples.ts", [
        'import fc from "fast-check";',
        'import { countMarkdownItems } from "../kit/server/refine/markdown";',
      ]),
    ).toEqual({});
    expect(await brokenRules("workers/ai/offline/example.ts", ['import { toolServers } from "../../../tools/server";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
  });

  it("keep the Worker out of the app and the app's routes out of Worker code unless they are server modules", async () => {
    expect(
      await brokenRules("workers/example.ts", ['import { apiJson } from "~/lib/api-client";', 'import { clients } from "@tools/client";']),
    ).toEqual({
      1: ["import-x/no-restricted-paths"],
      2: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("app/routes/example.tsx", ['import { AppError } from "../../workers/errors";'])).toEqual({
      1: ["import-x/no-restricted-paths"],
    });
    expect(await brokenRules("app/routes/example.server.ts", ['import { AppError } from "../../workers/errors";'])).toEqual({});
  });
});
