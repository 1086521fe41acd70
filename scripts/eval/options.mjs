// `npm run eval` options, and which model the app is pointed at: --replay (the recorded answers),
// --base-url/--model/--api-key (any OpenAI-compatible server), else the app's own AI_* vars from
// the environment or .dev.vars, else the offline model.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { projectRoot } from "../lib/app-server.mjs";

const AI_VARS = ["AI_PROVIDER", "AI_BASE_URL", "AI_MODEL", "AI_VISION_MODEL", "AI_API_KEY"];

export const USAGE = `npm run eval -- [--replay] [--base-url URL --model NAME [--api-key KEY]] [--out DIR] [--no-build]

  (no option)   the provider configured by AI_PROVIDER/AI_BASE_URL/AI_MODEL/AI_API_KEY in the
                environment or .dev.vars, else the built-in offline model
  --replay      every recorded model answer in tests/fixtures/model-answers, served by a local
                replay server; exits non-zero if a recording that was not cut off is not usable
  --base-url    an OpenAI-compatible server (e.g. http://127.0.0.1:11434/v1), with --model
  --out DIR     where eval-report.md and eval-report.json go (default: the project root)
  --no-build    use the build/ already there instead of building the app first`;

/** KEY=value lines of .dev.vars (quotes optional), the way wrangler reads them. */
export function readDevVars(file = join(projectRoot, ".dev.vars")) {
  if (!existsSync(file)) return {};
  const vars = {};
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (match) vars[match[1]] = match[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      replay: { type: "boolean", default: false },
      "base-url": { type: "string" },
      model: { type: "string" },
      "api-key": { type: "string" },
      out: { type: "string" },
      "no-build": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  const outDir = values.out ? resolve(values.out) : projectRoot;
  const build = !values["no-build"];
  if (values.replay) return { help: values.help, build, replay: true, outDir, providerVars: {} };
  if (values["base-url"]) {
    if (!values.model) throw new Error("--base-url needs --model");
    const providerVars = { AI_PROVIDER: "openai-compatible", AI_BASE_URL: values["base-url"], AI_MODEL: values.model };
    if (values["api-key"]) providerVars.AI_API_KEY = values["api-key"];
    return { help: values.help, build, replay: false, outDir, providerVars };
  }
  // The environment wins over .dev.vars, as a shell export wins over a file.
  const fromFile = readDevVars();
  const providerVars = {};
  for (const name of AI_VARS) {
    const value = env[name] ?? fromFile[name];
    if (value) providerVars[name] = value;
  }
  return { help: values.help, build, replay: false, outDir, providerVars };
}

/** How the report names the model, without the key. */
export function describeProvider({ replay, providerVars }) {
  if (replay) return "replay server (recorded answers of open models)";
  if (providerVars.AI_PROVIDER === "openai-compatible")
    return `openai-compatible ${providerVars.AI_MODEL ?? "?"} at ${providerVars.AI_BASE_URL ?? "?"}`;
  return providerVars.AI_PROVIDER && providerVars.AI_PROVIDER !== "offline" ? providerVars.AI_PROVIDER : "offline model";
}
