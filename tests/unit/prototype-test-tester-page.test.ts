import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildTesterScript } from "../../scripts/lib/tester-script-plugin.mjs";
import { EASE_QUESTION, SUS_STATEMENTS } from "../../shared/contracts/prototype-tests";
import { START } from "../../workers/prototype-tests/browser/flow";
import { FRESH, readSaved, savedKey, writeSaved } from "../../workers/prototype-tests/browser/saved";
import { TESTER_CSS } from "../../workers/prototype-tests/tester-css";
import { testerPageData, testerPageHtml } from "../../workers/prototype-tests/tester-page-html";
import { sampleTest } from "../fixtures/prototype-test";

const SCRIPT = { code: "/* the page script */", nonce: "n0nce" };
/** The budget for the page's script and stylesheet together, gzipped. */
const PAGE_WEIGHT_BUDGET = 35 * 1024;

describe("the tester's page", () => {
  it("keeps the owner's words inside the data block and the page's text, whatever they are", () => {
    const text = `</script><script>alert(1)</script><!-- & "quotes"`;
    const html = testerPageHtml(
      sampleTest({ title: text, openingQuestion: text, tasks: [{ ...sampleTest().tasks[0]!, text }] }),
      "tok",
      SCRIPT,
    );
    expect(html.match(/<script/g)).toHaveLength(2);
    // The page script is a module: it waits for the parsed page instead of holding up its first paint.
    expect(html).toContain('<script type="module" nonce="n0nce">/* the page script */</script>');
    const block = /<script type="application\/json" id="test-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block).tasks[0].text).toBe(text);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
  });

  it("draws every component the same way whether it leads somewhere or not", () => {
    const html = testerPageHtml(sampleTest(), "tok", SCRIPT);
    const controls = [...html.matchAll(/<rect [^>]*tabindex[^>]*>/g)].map((m) => m[0]);
    // Home has six pressable components, Boxes two, Friday box one, Help one.
    expect(controls).toHaveLength(10);
    for (const control of controls) {
      const names = [...control.matchAll(/ ([a-z-]+)=/g)].map((m) => m[1]);
      expect(names).toEqual(["x", "y", "width", "height", "tabindex", "role", "aria-label", "data-x", "data-y"]);
    }
    expect(controls[3]).toContain('aria-label="Button: Browse"');
    expect(controls[4]).toContain('aria-label="Image"');
    expect(html).toContain('role="group" aria-label="Screen: Friday box"');
  });

  it("asks the opening question, the ease question and the SUS statements only when the test does", () => {
    const all = testerPageHtml(sampleTest(), "tok", SCRIPT);
    expect(all).toContain('<label for="opening">How do you order food today? <span class="opt">(optional)</span></label>');
    expect(all).toContain(EASE_QUESTION);
    for (const statement of SUS_STATEMENTS) expect(all).toContain(statement);

    const none = testerPageHtml(sampleTest({ openingQuestion: "", easeQuestion: false, sus: false }), "tok", SCRIPT);
    expect(none).not.toContain('id="opening"');
    expect(none).not.toContain(EASE_QUESTION);
    expect(none).not.toContain(SUS_STATEMENTS[0]);
    expect(testerPageData(sampleTest({ easeQuestion: false }), "tok")).toMatchObject({ ease: false, sus: true, opening: true });
  });

  it("carries the page token and posts to the test's own address", () => {
    const data = testerPageData(sampleTest(), "signed-token");
    expect(data).toMatchObject({ token: "signed-token", base: "/t/meal-box", testId: "test-1", width: 390, height: 844 });
    expect(data.tasks).toEqual([
      { text: "Order a meal box for Friday", start: "home", goal: "box" },
      { text: "Find help", start: "home", goal: "help" },
    ]);
  });

  it(`weighs at most ${PAGE_WEIGHT_BUDGET / 1024} kB of script and stylesheet, gzipped`, async () => {
    const script = await buildTesterScript();
    const weight = gzipSync(script.code).length + gzipSync(TESTER_CSS).length;
    expect(weight).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET);
    // The script is built from its own modules only: no zod or contract code rides along.
    expect(script.files.every((file) => file.includes("workers/prototype-tests/browser/"))).toBe(true);
  });
});

describe("resuming after a reload", () => {
  const key = savedKey("test-1");
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it("reads back the session, the place in the test and the events not yet sent", () => {
    const storage = memory();
    const saved = {
      session: { id: "s1", token: "t1", startedAt: 1_700_000_000_000 },
      progress: { ...START, stage: { kind: "prototype" as const, task: 1, screenId: "list" }, seq: 7, at: 9_000 },
      outbox: { open: [{ type: "finish" as const, seq: 6, at: 9_000 }], batches: [] },
    };
    writeSaved(storage, key, saved);
    expect(readSaved(storage, key)).toEqual(saved);
    expect(readSaved(storage, savedKey("another-test"))).toEqual(FRESH);
  });

  it("starts afresh when nothing readable was saved, or storage is off", () => {
    const storage = memory();
    storage.setItem(key, "{not json");
    expect(readSaved(storage, key)).toEqual(FRESH);
    storage.setItem(key, JSON.stringify({ session: { id: "s1" }, progress: START }));
    expect(readSaved(storage, key)).toEqual(FRESH);
    expect(readSaved(null, key)).toEqual(FRESH);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeSaved(full, key, FRESH)).not.toThrow();
  });
});
