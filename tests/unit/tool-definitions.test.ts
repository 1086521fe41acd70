import { describe, expect, it } from "vitest";
import { TOOL_NAMES, TOOLS, toolView } from "../../shared/contracts/tool-names";
import { TOOL_FEATURES, toolClients } from "../../tools/client";
import { toolContracts } from "../../tools/contracts";
import { fromToolFolders } from "../../tools/from-tool-folders";
import { toolServers, workerTools } from "../../tools/server";

describe("a tool is one definition", () => {
  it("every listed tool has its contract, Worker half, offline half and browser half, each read from its own folder", async () => {
    for (const name of TOOL_NAMES) {
      expect(toolContracts[name].name, name).toBe(name);
      expect(toolContracts[name].field, name).toBe(TOOLS[name].field);
      expect(typeof toolServers[name].prompt, name).toBe("function");
      expect(typeof (await workerTools[name].offline()).write, name).toBe("function");
      expect(toolClients[name].icon, name).toBeTruthy();
    }
  });

  it("a listed tool without a half, or a folder that is not a listed tool, stops the app instead of failing on a request", () => {
    const halves = Object.fromEntries(TOOL_NAMES.map((name) => [`./${name}/server.ts`, { name }]));
    expect(Object.keys(fromToolFolders(halves))).toEqual(TOOL_NAMES);
    const { ["./ux-feedback/server.ts"]: _dropped, ...missingOne } = halves;
    expect(() => fromToolFolders(missingOne)).toThrow(/without this half.*ux-feedback/);
    expect(() => fromToolFolders({ ...halves, "./time-machine/server.ts": {} })).toThrow(/tools\/time-machine\/ is not a tool/);
  });

  it("inside the code a tool has one name, its folder's: the one table maps it to its feature key and dashboard view", () => {
    const named = TOOL_FEATURES.map(({ tool, key, view }) => ({ tool, key, view }));
    expect(named).toEqual(TOOL_NAMES.flatMap((tool) => (TOOLS[tool].feature ? [{ tool, ...TOOLS[tool].feature }] : [])));
    for (const name of TOOL_NAMES) {
      expect(toolClients[name].feature ?? {}, name).not.toHaveProperty("key");
      expect(toolClients[name].feature ?? {}, name).not.toHaveProperty("view");
    }
    expect(toolView("validate-ux")).toBe("ux-validator");
    expect(toolView("generate-workshop")).toBe("workshop-generator");
  });

  it("structured tools name what the model must produce; text tools stream their field", () => {
    const structured = TOOL_NAMES.filter((name) => toolContracts[name].modelOutput !== null);
    expect(structured.sort()).toEqual([
      "generate-landing-page",
      "generate-visual-flow",
      "generate-wireframes",
      "generate-workshop",
      "validate-ux",
    ]);
  });
});
