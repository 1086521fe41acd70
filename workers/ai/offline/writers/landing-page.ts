import type { LandingPageRequest } from "../../../../shared/contracts/founder-tools";
import type { Idea } from "../idea";
import { productAudience, readIdeaFor, type OfflineProduct } from "../product-idea";
import { capitalize, escapeHtml, firstSentence } from "../text-utils";

/** "Last-minute dog walking, made easy for dog owners": the idea's phrase and audience. */
function pitchHeadline(idea: Idea): string {
  // "Mobile app, made easy" says nothing: an idea that names only its kind leads with the name.
  const what = idea.job ? idea.title : idea.name;
  return idea.audience ? `${what}, made easy for ${idea.audience}` : `${what}, made easy`;
}

const SECTION_COPY = (startupIdea: string, idea: Idea) => ({
  pitch: { heading: pitchHeadline(idea), body: firstSentence(startupIdea, 200) },
  features: { heading: "Why people use it", body: idea.features.map((f) => f.name).join(" · ") },
  cta: { heading: "Be first in line", body: "Join the early-access list — it's free." },
  testimonials: { heading: "What early users say", body: idea.job ? `“I finally have ${idea.job} sorted.” — Early tester` : `“${idea.name} saves me time every week.” — Early tester` },
});

/** A self-contained HTML page (`code`) or a section outline (`template`) with only the chosen sections. */
export function landingPage(input: LandingPageRequest, product?: OfflineProduct): string {
  const idea = readIdeaFor(input.startupIdea, product);
  // Inside a product its audience is named in the footer too, whichever sections were chosen.
  const madeFor = productAudience(product);
  const name = idea.name;
  const copy = SECTION_COPY(input.startupIdea, idea);
  const sections = input.contentSections.map((key) => ({ key, ...copy[key] }));
  if (input.format === "template") {
    return [
      `# Landing page template: ${name}`,
      "",
      ...sections.flatMap((s, i) => [`## ${i + 1}. ${capitalize(s.key)} — ${s.heading}`, s.body, ""]),
      ...(madeFor ? [`Made for ${madeFor}.`, ""] : []),
      "Replace the copy with your own words; keep one primary call to action.",
    ].join("\n");
  }
  const html = sections.map((s) => sectionHtml(s.key, s.heading, s.body, idea)).join("\n    ");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(name)}</title>
  <style>
    * { box-sizing: border-box; }
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; line-height: 1.6; background: #fafaf9; }
    header, section { padding: 56px 24px; }
    .wrap { max-width: 960px; margin: 0 auto; }
    .brand { font-weight: 700; letter-spacing: -0.01em; color: #4f46e5; }
    .hero h1 { font-size: clamp(32px, 6vw, 52px); line-height: 1.1; letter-spacing: -0.02em; margin: 12px 0 16px; max-width: 18ch; }
    .hero p { font-size: 19px; color: #52525b; max-width: 56ch; margin: 0 0 28px; }
    h2 { font-size: 28px; line-height: 1.2; margin: 0 0 24px; }
    .grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
    .card { background: #fff; border: 1px solid #e4e4e7; border-radius: 12px; padding: 20px; }
    .card h3 { margin: 0 0 6px; font-size: 17px; }
    .card p { margin: 0; color: #52525b; }
    blockquote { margin: 0; font-size: 20px; }
    blockquote footer { margin-top: 12px; font-size: 15px; color: #52525b; }
    .cta { background: #312e81; color: #fff; text-align: center; }
    .cta p { color: #e0e7ff; }
    .button { display: inline-block; padding: 14px 24px; border-radius: 10px; background: #4f46e5; color: #fff; font-weight: 600; text-decoration: none; }
    .cta .button { background: #fff; color: #312e81; }
    footer.site { padding: 24px; text-align: center; color: #71717a; font-size: 14px; }
  </style>
</head>
<body>
  <main>
    ${html}
  </main>
  <footer class="site">© ${escapeHtml(name)}${madeFor ? ` · Made for ${escapeHtml(madeFor)}` : ""}</footer>
</body>
</html>`;
}

/** One section of the offline landing page, laid out for its job. */
function sectionHtml(key: LandingPageRequest["contentSections"][number], heading: string, body: string, idea: Idea): string {
  const h = escapeHtml(heading);
  const b = escapeHtml(body);
  switch (key) {
    case "pitch":
      return `<header class="hero"><div class="wrap"><span class="brand">${escapeHtml(idea.name)}</span><h1>${h}</h1><p>${b}</p><a class="button" href="#signup">Get early access</a></div></header>`;
    case "features": {
      const cards = idea.features
        .map((f) => `<div class="card"><h3>${escapeHtml(f.name)}</h3><p>${escapeHtml(capitalize(f.why))}</p></div>`)
        .join("");
      return `<section><div class="wrap"><h2>${h}</h2><div class="grid">${cards}</div></div></section>`;
    }
    case "testimonials":
      return `<section><div class="wrap"><h2>${h}</h2><blockquote>${b}</blockquote></div></section>`;
    case "cta":
      return `<section class="cta" id="signup"><div class="wrap"><h2>${h}</h2><p>${b}</p><a class="button" href="#signup">Get early access</a></div></section>`;
  }
}
