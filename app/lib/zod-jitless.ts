// The pages' CSP has no 'unsafe-eval' (and Workers forbid eval too). Telling zod up front keeps
// it from probing with `new Function` when it builds a schema: the probe is caught, but browsers
// still report it as a CSP violation. zod reads its settings from `globalThis.__zod_globalConfig`
// (zod/v4/core/core.js), so they are set here without loading zod itself: pages that import this
// and never parse with zod (auth, the signed-in shell) pay nothing for it. Imported first by the
// route modules whose pages may parse with zod, before any schema exists; the unit test
// tests/unit/zod-jitless.test.ts checks that zod sees the setting.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
