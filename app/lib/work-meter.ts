/**
 * Counts the elementary steps a text formatter took. Formatters that render user or model text
 * accept one so tests (and the benchmark) can prove they stay linear by counting work instead of
 * timing it on a machine whose speed nobody controls.
 */
export type WorkMeter = { steps: number };
