import { escapeHtml } from "../../shared/escape-html";

/**
 * Turns the landing page template (a Markdown outline from `generate-landing-page` with format
 * `template`) into the standalone `landing-page-template.html` the user downloads. Everything
 * is escaped: only the few Markdown constructs an outline uses become tags.
 */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*(?!\s)(.+?)\*/g, "$1<em>$2</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>");
}

export function outlineToHtml(markdown: string): string {
  const out: string[] = [];
  let list: "ul" | "ol" | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(inline).join(" ")}</p>`);
    paragraph = [];
  };
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line || line.startsWith("```")) {
      flush();
      closeList();
    } else if (heading) {
      flush();
      closeList();
      const level = heading[1]!.length;
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? "ul" : "ol";
      if (list !== kind) {
        closeList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inline((bullet ?? numbered)![1]!)}</li>`);
    } else {
      closeList();
      paragraph.push(line);
    }
  }
  flush();
  closeList();
  return out.join("\n");
}

/** A complete HTML document around the outline, styled to be edited and previewed as is. */
export function templateDocument(markdown: string, title = "Landing page template"): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; line-height: 1.6; background: #fafaf9; }
    main { max-width: 720px; margin: 0 auto; padding: 48px 24px; }
    h1 { font-size: 2rem; line-height: 1.2; } h2 { margin-top: 2.5rem; padding-top: 1.5rem; border-top: 1px solid #e4e4e7; }
    code { background: #f4f4f5; padding: 0 4px; border-radius: 4px; }
  </style>
</head>
<body>
  <!-- Landing page template: replace each section's copy with your own words, keep one primary call to action. -->
  <main>
${outlineToHtml(markdown)}
  </main>
</body>
</html>
`;
}
