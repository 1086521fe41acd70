import { config } from "zod/v4/core";

// The pages' CSP has no 'unsafe-eval' (and Workers forbid eval too). Telling zod up front keeps
// it from probing with `new Function`: the probe is caught, but browsers still report it as a
// CSP violation. Imported by the route modules whose pages parse with zod (auth, signed-in
// pages, share pages), so public pages do not load zod at all.
config({ jitless: true });
