// The eval's inputs: the corpus of cases (tests/fixtures/eval/cases.json) and the recorded model
// answers (tests/fixtures/model-answers/*.json), and which case each recording is replayed through.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../lib/app-server.mjs";

export const CASES_FILE = join(projectRoot, "tests/fixtures/eval/cases.json");
export const RECORDINGS_DIR = join(projectRoot, "tests/fixtures/model-answers");

export function loadCorpus(file = CASES_FILE) {
  const corpus = JSON.parse(readFileSync(file, "utf8"));
  const ids = new Set();
  for (const c of corpus.cases) {
    if (ids.has(c.id)) throw new Error(`${file}: case id ${c.id} is used twice`);
    ids.add(c.id);
    if (c.product && !corpus.products?.[c.product]) throw new Error(`${file}: case ${c.id} names an unknown product ${c.product}`);
  }
  return { ...corpus, dir: join(file, "..") };
}

/** Every recording, file by file (sorted by name) and in file order. */
export function loadRecordings(dir = RECORDINGS_DIR) {
  const recordings = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    for (const recording of JSON.parse(readFileSync(join(dir, name), "utf8"))) {
      if (!recording.id || !recording.tool || !Array.isArray(recording.answers) || recording.answers.length === 0) {
        throw new Error(`${name}: every recording needs an id, a tool and at least one answer`);
      }
      recordings.push({ ...recording, file: name });
    }
  }
  return recordings;
}

/**
 * The case a recording is replayed through: the one it names, else the first case of its tool
 * (and of its kind of call: a refine recording goes through a refine case).
 */
export function caseForRecording(corpus, recording) {
  if (recording.case) {
    const named = corpus.cases.find((c) => c.id === recording.case);
    if (!named) throw new Error(`recording ${recording.id} names an unknown case ${recording.case}`);
    return named;
  }
  const refine = recording.call === "refine";
  const found = corpus.cases.find((c) => c.tool === recording.tool && (c.call === "refine") === refine);
  if (!found) throw new Error(`no case in the corpus can replay recording ${recording.id} (tool ${recording.tool})`);
  return found;
}
