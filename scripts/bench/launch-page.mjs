// A published landing page (docs/product.md#launch) as a visitor gets it: the bytes transferred
// (gzip) of a typical page and of the largest page the contracts allow, against the 20 kB budget,
// and Lighthouse (mobile preset) in all four categories, aiming at 100 each. The pages are made
// the way a founder makes them (an account, a product, `PUT /api/products/:id/launch`); the
// launch-load part publishes its page with the same helper.
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { CATEGORIES, lighthouseMedian, lighthouseRow } from "./lighthouse-runs.mjs";
import { apiCall, signedInAccount } from "./measure.mjs";

const SIZE_BUDGET_BYTES = 20 * 1024;

/** A page with every section filled at a typical length (what the generator writes). */
export function typicalDoc(productName = "Paw Pals") {
  const sentence = (i) => `Walkers near you, checked and reviewed by neighbours, with live updates during every walk number ${i}.`;
  return {
    productName,
    accent: "#4f46e5",
    sections: [
      {
        kind: "hero",
        headline: "Dog walks your neighbours trust",
        subheadline: "Book a checked walker on your street in two taps, and follow the walk live.",
        cta: "Get early access",
      },
      {
        kind: "features",
        title: "Why people use it",
        items: Array.from({ length: 6 }, (_, i) => ({ title: `Feature ${i + 1} that matters`, body: sentence(i) })),
      },
      {
        kind: "how-it-works",
        title: "How it works",
        steps: Array.from({ length: 4 }, (_, i) => ({ title: `Step ${i + 1}`, body: sentence(i + 10) })),
      },
      {
        kind: "testimonials",
        title: "What early users say",
        items: [{ quote: "My dog has never been happier.", name: "Sam", role: "Dog owner", placeholder: false }],
      },
      {
        kind: "faq",
        title: "Questions and answers",
        items: Array.from({ length: 5 }, (_, i) => ({
          question: `Question ${i + 1} people ask before joining?`,
          answer: sentence(i + 20),
        })),
      },
      { kind: "waitlist", title: "Be first in line", body: "Join the waitlist and we tell you when Paw Pals reaches your street." },
    ],
  };
}

/**
 * The largest page the contracts allow: every text at its limit, in varied words (repeated
 * characters would compress to nothing and flatter the size).
 */
export function largestDoc() {
  // Made-up words from random syllables: about as compressible as real copy.
  const syllables = "ka lo mi ne ru sa ti vo pe da gu fi ze ho ba ly wen tor dis ump ack est".split(" ");
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const text = (max) => {
    let out = "";
    while (out.length < max) {
      const word = Array.from({ length: 1 + random(3) }, () => syllables[random(syllables.length)]).join("");
      out += `${word}${random(9) === 0 ? " &" : ""}${random(12) === 0 ? ". " : " "}`;
    }
    return out.slice(0, max).trim();
  };
  return {
    productName: text(60),
    accent: "#0f766e",
    sections: [
      { kind: "hero", headline: text(120), subheadline: text(300), cta: text(40) },
      { kind: "features", title: text(80), items: Array.from({ length: 6 }, () => ({ title: text(80), body: text(400) })) },
      { kind: "how-it-works", title: text(80), steps: Array.from({ length: 5 }, () => ({ title: text(80), body: text(400) })) },
      {
        kind: "testimonials",
        title: text(80),
        items: Array.from({ length: 3 }, () => ({ quote: text(400), name: text(80), role: text(80), placeholder: false })),
      },
      { kind: "faq", title: text(80), items: Array.from({ length: 6 }, () => ({ question: text(160), answer: text(400) })) },
      { kind: "waitlist", title: text(80), body: text(400) },
    ],
  };
}

let pages = 0;

/** Signs up a founder, creates a product and publishes `doc` at a fresh address; the page's address and the owner. */
export async function publishBenchPage(
  url,
  { doc = typicalDoc(), question = "How do you find a dog walker today?", headlineB = null, label = "bench" } = {},
) {
  const account = await signedInAccount(url, `launch-${label}`);
  const created = await apiCall(account, "POST", "/api/products", {
    name: doc.productName.slice(0, 60),
    idea: "A landing page under load",
    audience: "Dog owners",
  });
  if (created.status !== 201) throw new Error(`creating the product answered ${created.status}`);
  const { product } = await created.json();
  pages += 1;
  const address = `${label}-${Date.now().toString(36)}-${pages}`;
  const published = await apiCall(account, "PUT", `/api/products/${product.id}/launch`, {
    address,
    doc,
    question,
    contactEmail: "founder@example.com",
    headlineB,
    target: null,
  });
  if (published.status !== 200) throw new Error(`publishing answered ${published.status}: ${(await published.text()).slice(0, 300)}`);
  return { account, productId: product.id, address, pageUrl: `${url}/p/${address}` };
}

/** What a visitor's browser downloads: the HTML, gzip-compressed as Cloudflare serves text (level 6, its usual). */
async function transferred(pageUrl) {
  const response = await fetch(pageUrl, { headers: { "User-Agent": "Mozilla/5.0 (bench size check)" } });
  const html = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${pageUrl} answered ${response.status}`);
  // Anything the browser would fetch next (a canonical link is not fetched).
  const subresources = [
    ...html
      .toString("utf8")
      .matchAll(/<(?:script|img|iframe)[^>]+src="(?!data:)([^"]+)"|<link(?![^>]*rel="canonical")[^>]+href="(?!data:)([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]);
  return { raw: html.length, gzip: gzipSync(html, { level: 6 }).length, subresources };
}

export async function runLaunchPage(ctx) {
  const { url } = await ctx.server();
  const typical = await publishBenchPage(url, { label: "page-typical" });
  const largest = await publishBenchPage(url, { label: "page-largest", doc: largestDoc(), question: "q".repeat(140) });
  const sizes = [
    { page: "typical (6 sections)", ...(await transferred(typical.pageUrl)) },
    { page: "largest allowed", ...(await transferred(largest.pageUrl)) },
  ];
  console.log("\nPublished landing page, bytes a visitor downloads (HTML only: no script, font or image is loaded)\n");
  console.table(
    sizes.map(({ page, raw, gzip, subresources }) => ({
      page,
      "HTML raw": `${(raw / 1024).toFixed(1)} kB`,
      "HTML gzip": `${(gzip / 1024).toFixed(1)} kB`,
      "other requests": subresources.length,
    })),
  );
  const sizeWithin = sizes.every((s) => s.gzip <= SIZE_BUDGET_BYTES && s.subresources.length === 0);
  console.log(`Within 20 kB transferred: ${sizeWithin ? "yes" : "NO"}`);

  const lighthouse = await lighthouseMedian(typical.pageUrl);
  const { median } = lighthouse;
  console.log(`\nLighthouse on /p/{address}, mobile preset (simulated throttling; median of ${lighthouse.count} runs)\n`);
  console.table([lighthouseRow(lighthouse)]);
  if (median.failing.length) console.log(`Audits not passed: ${median.failing.join(", ")}`);
  const scoresAll100 = CATEGORIES.every((id) => median[id] === 100);
  console.log(`All four categories 100: ${scoresAll100 ? "yes" : "NO"}\n`);
  return sizeWithin && scoresAll100;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLaunchPage(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
