import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The code's three homes and what each may import (docs/architecture.md, "Boundaries"). The unit test
 * `tests/unit/boundaries.test.ts` reads import statements with a pattern; these rules resolve every
 * import the way TypeScript does — static, re-exported and dynamic — and the syntax rules below
 * refuse the forms no checker can follow (`require(…)`, an `import()` whose path is computed).
 */
const TOOL_SERVER = ["./tools/server*.ts", "./tools/*/server*.ts", "./tools/kit/server/**"];
const TOOL_CLIENT = ["./tools/client*.{ts,tsx}", "./tools/*/client*.{ts,tsx}"];
const NOT_SERVER_MODULE = "**/!(*.server).{ts,tsx}";
/** What the tests run a tool with: loaded by the tests alone. */
const TOOL_EXAMPLES = ["./tools/*/examples.ts", "./tools/kit/examples-kit*.ts"];
/** The tool folders (`tools/<name>/`; the kit is what they share, not a tool). */
const TOOL_FOLDERS = readdirSync(new URL("./tools", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "kit")
  .map((entry) => entry.name);

const boundaryZones = [
  {
    target: "./shared/**",
    from: ["./app/**", "./workers/**", "./db/**", "./tools/**"],
    message: "shared/ runs everywhere: it imports only itself and zod.",
  },
  {
    target: ["./app/components/**", "./app/lib/**"],
    from: ["./workers/**", "./db/**"],
    message: "Components and app/lib run in the browser: no Worker or database code.",
  },
  {
    target: `./app/${NOT_SERVER_MODULE}`,
    from: ["./workers/**", "./db/**", ...TOOL_SERVER],
    message: "The app reaches Worker code only from a *.server module, which the browser build never includes.",
  },
  {
    target: ["./workers/**", "./db/**"],
    from: ["./app/**", ...TOOL_CLIENT],
    message: "The Worker never imports the React app or a tool's browser half.",
  },
  { target: TOOL_SERVER, from: ["./app/**", ...TOOL_CLIENT], message: "A tool's Worker half never imports the app or its browser half." },
  { target: TOOL_CLIENT, from: ["./workers/**", "./db/**", ...TOOL_SERVER], message: "A tool's browser half never imports Worker code." },
  // A tool is one folder: it builds on the kit and shared/ only, so adding or changing one touches nothing else.
  ...TOOL_FOLDERS.map((tool) => ({
    target: `./tools/${tool}/**`,
    from: [
      "./workers/**",
      "./db/**",
      "./app/**",
      "./tools/*.ts",
      ...TOOL_FOLDERS.filter((other) => other !== tool).map((other) => `./tools/${other}/**`),
    ],
    message: "A tool folder imports only the kit (tools/kit/), shared/ and its own files; its screen reaches the app through the kit.",
  })),
  {
    target: "./tools/kit/**",
    from: ["./workers/**", "./db/**", "./tools/*.ts", ...TOOL_FOLDERS.map((tool) => `./tools/${tool}/**`)],
    message: "The kit is what every tool shares: it imports only itself and shared/.",
  },
  {
    target: ["./tools/kit/!(client-*).ts", "./tools/kit/server/**"],
    from: ["./app/**"],
    message: "Only the kit's browser part (tools/kit/client-*.ts) builds on the app's components, for every tool screen.",
  },
  {
    target: ["./app/**", "./workers/**", "./db/**", "./shared/**", "./tools/**/!(examples|examples-kit).{ts,tsx}"],
    from: TOOL_EXAMPLES,
    message: "A tool's examples are what the tests run it with: only the tests load them.",
  },
  {
    target: "./workers/ai/**",
    from: ["./tools/*.ts", ...TOOL_FOLDERS.map((tool) => `./tools/${tool}/**`)],
    message: "The model layer is handed the tools (AiSetup.tools); from tools/ it imports only the kit.",
  },
];

/** Forms of import a path rule cannot follow; the code base has no use for them. */
const OPAQUE_IMPORTS = [
  { selector: "CallExpression[callee.name='require']", message: "Use an import: require() is invisible to the boundary rules." },
  {
    selector: "ImportExpression[source.type!='Literal']",
    message: "Give import() a plain string, so the boundary rules can check what it loads.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      ".react-router/",
      "node_modules/",
      "public/",
      "worker-configuration.d.ts",
      "tests/fixtures/",
      "screenshots/",
      "eval-report.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // `typeof import("…")` is how a test types a module it mocks.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves into a field only when the user has just opened it (a dialog, a rename, a new
      // chat's composer), which is where a keyboard or screen-reader user expects to type next.
      "jsx-a11y/no-autofocus": "off",
      // Our option labels wrap the input and a title/hint pair of spans.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // A container may listen for keys that bubble from the controls inside it (Undo, F2 to rename a
      // node); a click handler on something that is not a control is still refused.
      "jsx-a11y/no-static-element-interactions": ["error", { handlers: ["onClick", "onMouseDown", "onMouseUp", "onKeyPress"] }],
      "jsx-a11y/no-noninteractive-element-interactions": ["error", { handlers: ["onClick", "onMouseDown", "onMouseUp", "onKeyPress"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tools/**/client*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, react },
    settings: { react: { version: "detect" } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // What React's development build warns about at run time, refused before it runs: the end-to-end
      // tests serve the production build, which stays silent about these.
      "react/jsx-key": ["error", { checkFragmentShorthand: true, checkKeyMustBeforeSpread: true, warnOnDuplicates: true }],
      "react/no-unknown-property": "error",
      "react/void-dom-elements-no-children": "error",
      "react/no-children-prop": "error",
      "react/jsx-no-duplicate-props": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "shared/**/*.ts", "workers/**/*.ts", "db/**/*.ts", "tools/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaryZones }],
      "import-x/no-cycle": ["error", { maxDepth: 3 }],
      "no-restricted-syntax": ["error", ...OPAQUE_IMPORTS],
    },
  },
  {
    // Tests feed deliberately loose shapes to the code under test.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // shared/ and a tool's contract half may use zod and nothing else from npm.
    files: ["shared/**/*.ts", "tools/**/*.ts"],
    ignores: [
      "tools/**/server*.ts",
      "tools/kit/server/**",
      "tools/**/client*.{ts,tsx}",
      "tools/*/examples.ts",
      "tools/kit/examples-kit.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?![./~@]|@shared/|@tools/|zod$|zod/)", message: "shared code imports only zod." }] },
      ],
    },
  },
);
