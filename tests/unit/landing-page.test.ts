import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACCENT, heroOf, landingPageDocSchema, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { readLandingBlock } from "../../shared/landing-block";
import { landingBlock, stripLandingBlocks } from "../../shared/landing-fence";
import { renderLandingBody, renderLandingHtml, renderLandingNotice } from "../../shared/landing-html";
import { landingPageMarkdown } from "../../shared/landing-markdown";
import { contrast, landingTheme } from "../../shared/landing-theme";
import { sectionsFrom, modelOutputFrom } from "../../tools/generate-landing-page/sections";
import { repairAnswer } from "../../tools/kit/server/repair/repair-answer";
import { landingModelOutputSchema } from "../../tools/generate-landing-page/contract";
import { toolContracts } from "../../tools/contracts";
import { toolServers } from "../../tools/server";
import { runTool } from "./ai/run-tool";

const body = {
  startupIdea: "An app where dog owners find trusted walkers nearby and pay per walk",
  format: "code",
  contentSections: ["pitch", "features", "cta", "testimonials"],
} as const;

async function generated(): Promise<LandingPageDoc> {
  return (await runTool("generate-landing-page", body)).sections;
}

const withHero = (doc: LandingPageDoc, change: Partial<{ headline: string; subheadline: string; cta: string }>): LandingPageDoc => ({
  ...doc,
  sections: doc.sections.map((s) => (s.kind === "hero" ? { ...s, ...change } : s)),
});

describe("a landing page is data our template renders", () => {
  it("comes back from the tool as sections and as the HTML of those sections", async () => {
    const response = await runTool("generate-landing-page", body);
    expect(landingPageDocSchema.safeParse(response.sections).success).toBe(true);
    expect(response.landingPage).toBe(renderLandingHtml(response.sections).html);
    expect(response.sections.sections.map((s) => s.kind)).toEqual(["hero", "features", "how-it-works", "testimonials", "faq", "waitlist"]);
  });

  it("shows text as text: a headline with a script tag runs nothing", async () => {
    const doc = withHero(await generated(), { headline: '<script>alert("x")</script> & <b>bold</b>' });
    const { html } = renderLandingHtml(doc, {
      published: true,
      form: { action: "/p/paws", token: "t", question: "How do you <solve> this?", contactEmail: "a@b.co" },
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain("How do you &lt;solve&gt; this?");
  });

  it("names the fixed waitlist texts, keeps what the visitor typed and says what was wrong", async () => {
    const { html } = renderLandingHtml(await generated(), {
      form: {
        action: "/p/paws",
        token: "tok",
        question: "",
        contactEmail: "me@paws.app",
        error: "Enter a valid e-mail address",
        email: "nope@",
      },
    });
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain(">Join the waitlist</button>");
    expect(html).toContain('value="nope@" aria-invalid="true" aria-describedby="waitlist-message"');
    expect(html).toContain('role="alert" tabindex="-1">Enter a valid e-mail address</p>');
    expect(html).toContain("mailto:me@paws.app");
    expect(html).toContain('name="token" value="tok"');
  });

  it("leaves hidden sections out everywhere, and placeholder testimonials out of a published page", async () => {
    const doc = await generated();
    const hiddenFaq: LandingPageDoc = { ...doc, sections: doc.sections.map((s) => (s.kind === "faq" ? { ...s, hidden: true } : s)) };
    expect(renderLandingHtml(hiddenFaq).html).not.toContain('class="faq"');
    expect(landingPageMarkdown(hiddenFaq)).not.toContain("Questions and answers");
    const quote = doc.sections.find((s) => s.kind === "testimonials")!;
    expect(quote.kind === "testimonials" && quote.items.every((item) => item.placeholder)).toBe(true);
    expect(renderLandingHtml(doc).html).toContain("<blockquote>");
    expect(renderLandingHtml(doc, { published: true }).html).not.toContain("<blockquote>");
  });

  it("gives every text of the editor's canvas a path into the document and a name", async () => {
    const doc = await generated();
    const { body: markup } = renderLandingBody(doc, { editable: true });
    expect(markup).toContain(
      `<h1><span data-edit="sections.0.headline" data-placeholder="Headline" contenteditable="plaintext-only" role="textbox" aria-label="Headline">${heroOf(doc).headline}</span></h1>`,
    );
    expect(markup).toContain('data-edit="productName"');
    expect(markup).toContain('class="mark">Placeholder</span>');
    expect(markup).not.toContain("<form method");
  });

  it("puts the A/B headline and the Open Graph tags in the page's head", async () => {
    const { html } = renderLandingHtml(await generated(), {
      headline: "Walks in ten minutes",
      canonicalUrl: "https://pages.example/p/paws",
    });
    expect(html).toContain('<meta property="og:title" content="Walks in ten minutes | ');
    expect(html).toContain('<meta property="og:url" content="https://pages.example/p/paws">');
    expect(html).toContain("<h1>Walks in ten minutes</h1>");
  });

  it("keeps its fixed stylesheet as the first style block, so a published page can name it by hash", async () => {
    const a = renderLandingHtml(await generated());
    const b = renderLandingHtml({ ...(await generated()), accent: "#ff0000" });
    expect(a.styles[0]).toBe(b.styles[0]);
    expect(a.styles[1]).not.toBe(b.styles[1]);
    const notice = renderLandingNotice({
      productName: "Paws",
      accent: DEFAULT_ACCENT,
      title: "You're on the list",
      message: "We will write soon.",
    });
    expect(notice.html).toContain("<h1>You&#39;re on the list</h1>");
    expect(notice.styles[0]).toBe(a.styles[0]);
  });
});

describe("the accent colour", () => {
  it("keeps button text and accent text readable (4.5:1) whatever colour is chosen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const theme = landingTheme("#" + n.toString(16).padStart(6, "0"));
        expect(contrast(theme.accent, theme.onAccent)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.accentInk, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });
});

describe("a refined page keeps what the founder arranged", () => {
  it("keeps order, hidden sections, accent and testimonials marked real; takes the new words", async () => {
    const before = await generated();
    const arranged: LandingPageDoc = {
      ...before,
      accent: "#0f766e",
      sections: [...before.sections]
        .reverse()
        .map((s) =>
          s.kind === "faq"
            ? { ...s, hidden: true }
            : s.kind === "testimonials"
              ? { ...s, items: s.items.map((i) => ({ ...i, placeholder: false })) }
              : s,
        ),
    };
    const copy = { ...modelOutputFrom(arranged), headline: "Walks when you need them" };
    const after = sectionsFrom(copy, body.contentSections, arranged);
    expect(after.sections.map((s) => s.kind)).toEqual(arranged.sections.map((s) => s.kind));
    expect(after.accent).toBe("#0f766e");
    expect(after.sections.find((s) => s.kind === "faq")?.hidden).toBe(true);
    const quotes = after.sections.find((s) => s.kind === "testimonials");
    expect(quotes?.kind === "testimonials" && quotes.items.every((i) => !i.placeholder)).toBe(true);
    expect(heroOf(after).headline).toBe("Walks when you need them");
  });

  it("makes a page the founder can edit from an answer of blanks", () => {
    const blank = {
      productName: " ",
      headline: " ",
      subheadline: "",
      callToAction: " ",
      features: [],
      howItWorks: [],
      testimonials: [],
      faq: [],
      waitlistTitle: "",
      waitlistText: "",
    };
    const doc = sectionsFrom(blank, ["pitch"]);
    expect(heroOf(doc)).toMatchObject({ headline: "Your product", cta: "Join the waitlist" });
    expect(doc.sections.filter((s) => !s.hidden).map((s) => s.kind)).toEqual(["hero", "waitlist"]);
  });
});

describe("the page data saved with a result", () => {
  it("reads back what was saved, skips a damaged block and strips the data for readers", async () => {
    const doc = await generated();
    const part = `## Landing page\n\n${landingBlock(doc)}`;
    expect(readLandingBlock(part)).toEqual(doc);
    expect(readLandingBlock("```landing-page-json\n{not json\n```\n\n" + landingBlock(doc))).toEqual(doc);
    expect(readLandingBlock("```landing-page-json\n{}\n```")).toBeNull();
    expect(stripLandingBlocks(part)).toBe("## Landing page");
  });
});

describe("landing page copy as real models write it", () => {
  const recordings = JSON.parse(readFileSync(new URL("../fixtures/model-answers/generate-landing-page.json", import.meta.url), "utf8")) as {
    id: string;
    answers: { content: string }[];
  }[];
  const server = toolServers["generate-landing-page"];

  for (const recording of recordings) {
    it(`makes an editable page of the recorded answer "${recording.id}"`, () => {
      const repaired = repairAnswer(recording.answers[0]!.content, landingModelOutputSchema, { normalize: server.normalize });
      expect(repaired.ok).toBe(true);
      if (!repaired.ok) return;
      const { sections } = server.finishObject!(repaired.value, toolContracts["generate-landing-page"].request.parse(body) as never);
      const hero = heroOf(sections);
      expect(hero.headline).not.toBe(sections.productName);
      expect(sections.productName).not.toBe("Your product");
      expect(sections.sections.find((s) => s.kind === "features")).toMatchObject({
        items: expect.arrayContaining([expect.objectContaining({ title: expect.stringMatching(/\w/) })]),
      });
      expect(JSON.stringify(sections)).not.toMatch(/```|<\/?[a-z]+>/);
    });
  }
});
