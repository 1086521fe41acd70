import { describe, expect, it } from "vitest";
import { safeMarkdown } from "../../shared/markdown-safe";
import { productMarkdown } from "../../shared/product-markdown";

describe("Markdown that leaves the app carries no script", () => {
  it("escapes raw HTML outside code, keeping web and mail autolinks", () => {
    expect(safeMarkdown("Hi <script>alert(1)</script> <img src=x onerror=alert(1)> <!-- c -->")).toBe(
      "Hi &lt;script>alert(1)&lt;/script> &lt;img src=x onerror=alert(1)> &lt;!-- c -->",
    );
    expect(safeMarkdown("See <https://example.com/a> or <mailto:team@example.com>.")).toBe(
      "See <https://example.com/a> or <mailto:team@example.com>.",
    );
    expect(safeMarkdown("2 < 3 and a<b")).toBe("2 < 3 and a&lt;b");
  });

  it("turns script, data and disguised links into fragments, and leaves web, mail and relative links", () => {
    expect(safeMarkdown("[click](javascript:alert(1))")).toBe("[click](#javascript:alert(1))");
    expect(safeMarkdown("[x]( JAVASCRIPT:alert(1))")).toBe("[x]( #JAVASCRIPT:alert(1))");
    expect(safeMarkdown("[x](&#106;avascript:alert(1))")).toBe("[x](#&#106;avascript:alert(1))");
    expect(safeMarkdown("[x](<javascript:alert(1)>)")).toMatch(/^\[x\]\(#/);
    expect(safeMarkdown("[x](data:text/html;base64,PHNjcmlwdD4=)")).toBe("[x](#data:text/html;base64,PHNjcmlwdD4=)");
    expect(safeMarkdown("[ref]: javascript:alert(1)")).toBe("[ref]: #javascript:alert(1)");
    const fine = "[a](https://example.com) [b](mailto:a@b.c) [c](/docs/x) [d](#top) [e](notes.md)";
    expect(safeMarkdown(fine)).toBe(fine);
  });

  it("also when the destination starts on the next line, as CommonMark allows", () => {
    expect(safeMarkdown("[a](\njavascript:alert(1))")).toBe("[a](\n#javascript:alert(1))");
    expect(safeMarkdown("[a]( <\n  javascript:alert(1)>)")).toBe("[a]( <\n  #javascript:alert(1)>)");
    expect(safeMarkdown("[a][r]\n\n[r]:\n  javascript:alert(1)")).toBe("[a][r]\n\n[r]:\n  #javascript:alert(1)");
    const fine = "[a](\nhttps://example.com)\n[r]:\n/docs/x\nA sentence with a colon: fine.";
    expect(safeMarkdown(fine)).toBe(fine);
  });

  it("leaves code blocks and inline code as written", () => {
    const code = "```html\n<script>alert(1)</script>\n[x](javascript:1)\n```\nUse `<div>` here.";
    expect(safeMarkdown(code)).toBe(code);
  });

  it("reads fences and code spans the way CommonMark does, so no crafted line passes as code", () => {
    // A fence line with an info string does not close a block; the next line is prose again only after a real closer.
    expect(safeMarkdown("```\na\n```js\n```\n<img src=x onerror=alert(1)>")).toContain("&lt;img");
    // A backtick fence whose info string holds a backtick is no fence at all.
    expect(safeMarkdown("```x`\n<img src=x onerror=alert(1)>")).toContain("&lt;img");
    // Runs of different lengths do not make a code span.
    expect(safeMarkdown("`` <img src=x onerror=alert(1)> `")).toContain("&lt;img");
    expect(safeMarkdown("`` a ` <b> ``")).toBe("`` a ` <b> ``");
  });

  it("applies to a product export", () => {
    const product = { id: "p", name: "Walkies", idea: "<b>Dogs</b>", audience: "", notes: "", personas: [], createdAt: 0, updatedAt: 0 };
    const item = {
      id: "i",
      title: "Plan",
      tool: "build-startup",
      createdAt: 0,
      updatedAt: 0,
      versions: 1,
      latest: "# Plan\n\n[go](javascript:alert(1)) <iframe src=x>",
    };
    const exported = productMarkdown(product as never, [item as never], 0);
    expect(exported).not.toMatch(/<b>|<iframe|\(javascript:/);
    expect(exported).toContain("&lt;iframe");
  });

  it("handles a long hostile line (linear: a backtracking pattern would hang this test)", () => {
    const hostile = "<a".repeat(20_000) + "](" + "javascript:".repeat(2_000);
    const out = safeMarkdown(hostile);
    expect(out.startsWith("&lt;a&lt;a")).toBe(true);
    expect(out).toContain("](#javascript:");
  });
});

describe("code spans in a hostile line", () => {
  it("are found in one pass (a quadratic scan would hang this test)", () => {
    const line = "` <i>".repeat(20_001);
    const out = safeMarkdown(line);
    expect(out.length).toBeGreaterThan(line.length - 10);
  });
});
