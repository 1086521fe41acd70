import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { strangersLimits } from "../../db/queries/storage";
import { signedInUser, uniqueAddress } from "./auth-helpers";
import { formTokenIn, HONEYPOT, join, leaveLinkIn, pageState, publishedPage, publishPageFor, submit, visit } from "./launch-helpers";
import { createProduct, listen } from "./product-helpers";
import { until } from "./wait";

/** The account limit whose share for strangers' writes (`strangersLimits`) is exactly `bytes`. */
function limitLettingStrangersFill(bytes: number): string {
  const limit = Math.ceil((bytes * 10) / 9);
  expect(strangersLimits({ bytes: limit, items: 1 }).bytes).toBe(bytes);
  return String(limit);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("joining the waitlist", () => {
  it('stores the address and the answer, says "You\'re on the list" and gives a private link to leave', async () => {
    const page = await publishedPage({ question: "How do you solve this today?" });
    const response = await join(page, { email: "  Ann@Example.com ", answer: "I ask my neighbour" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain("You&#39;re on the list");
    const link = leaveLinkIn(html);
    expect(link).not.toBeNull();

    const state = await pageState(page.id);
    expect(state.signups).toHaveLength(1);
    expect(state.signups[0]).toMatchObject({
      email: "Ann@Example.com",
      email_key: "ann@example.com",
      answer: "I ask my neighbour",
      variant: "a",
    });
    // Only the link's hash is stored: the database alone cannot remove anyone.
    const token = link!.split("/").at(-1)!;
    expect(state.signups[0]!.removal_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(state.signups)).not.toContain(token);
    expect(state.signupCount).toBe(1);
    expect(state.daily[0]).toMatchObject({ variant: "a", signups: 1 });
  });

  it("counts the same address once, whatever its case, and thanks both times", async () => {
    const page = await publishedPage();
    const first = await join(page, { email: "ann@example.com" });
    const second = await join(page, { email: "ANN@example.COM" });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain("You&#39;re on the list");
    const state = await pageState(page.id);
    expect(state.signups.map((row) => row.email)).toEqual(["ann@example.com"]);
    expect(state.signupCount).toBe(1);
  });

  it("records where the visitor came from and which headline they saw", async () => {
    const page = await publishedPage({ headlineB: "The other headline" });
    const headers = { "CF-Connecting-IP": "192.0.2.77" };
    const served = await visit(`/p/${page.address}?utm_source=Mastodon`, { headers });
    const html = await served.text();
    const sawB = html.includes("The other headline");
    await submit(`/p/${page.address}`, { token: formTokenIn(html), email: "bo@example.com", [HONEYPOT]: "" }, { headers });
    const [signup] = (await pageState(page.id)).signups;
    expect(signup).toMatchObject({ source: "mastodon", variant: sawB ? "b" : "a" });
  });

  it("tells the owner's open tabs at once", async () => {
    const owner = await signedInUser("launch-owner");
    const product = await createProduct(owner);
    const page = await publishPageFor(owner.user.id, product.id);
    const events = await listen(owner.cookie);
    await join(page, { email: "live@example.com" });
    await until(() => events.some((event) => event.type === "launch.updated" && event.productId === product.id));
  });
});

describe("a sign-up that is refused stores nothing", () => {
  it("shows the form again with the message and what was typed when the e-mail address is not one", async () => {
    const page = await publishedPage({ question: "How do you solve this today?" });
    for (const email of ["not-an-address", "", "a@b", `${"x".repeat(250)}@example.com`]) {
      const response = await join(page, { email, answer: "Borrowing & asking" });
      expect({ email, status: response.status }).toEqual({ email, status: 400 });
      const html = await response.text();
      expect(html).toContain("Enter your e-mail address, like name@example.com");
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain("Borrowing &amp; asking");
      if (email === "not-an-address") expect(html).toContain('value="not-an-address"');
    }
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("refuses an answer longer than the limit", async () => {
    const page = await publishedPage({ question: "Why?" });
    const response = await join(page, { email: "long@example.com", answer: "y".repeat(501) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your answer can be at most 500 characters");
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("shows a bot that fills the hidden field the thank-you page, and keeps nothing", async () => {
    const page = await publishedPage();
    const response = await join(page, { email: "bot@example.com", [HONEYPOT]: "https://spam.example" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You&#39;re on the list");
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("hides the honeypot field from people and screen readers, under a name autofill does not fill", async () => {
    const page = await publishedPage();
    const html = await (await visit(`/p/${page.address}`)).text();
    expect(html).toMatch(
      /<div class="hp" aria-hidden="true"><label for="leave_empty">Leave this field empty<\/label><input id="leave_empty" name="leave_empty" tabindex="-1" autocomplete="off">/,
    );
    // Password managers fill a "website" (or "url") field for real people, who would then be taken for bots.
    expect(html).not.toMatch(/name="(website|url)"|>Website</);
  });

  it('takes a person whose browser filled an old-style "website" field', async () => {
    const page = await publishedPage();
    expect((await join(page, { email: "autofilled@example.com", website: "https://ann.example" })).status).toBe(200);
    expect((await pageState(page.id)).signups).toHaveLength(1);
  });

  it('answers a person who sent the form faster than the minimum time (autofill) with "Confirm" and their address, and takes one press of it', async () => {
    const page = await publishedPage({ question: "How do you solve this today?" });
    const visitor = uniqueAddress();
    const slow = { WAITLIST_MIN_FILL_MS: "60000" };
    const token = formTokenIn(await (await visit(`/p/${page.address}`, { headers: visitor })).text());
    const quick = await submit(
      `/p/${page.address}`,
      { token, email: "quick@example.com", answer: "By hand", [HONEYPOT]: "" },
      { headers: visitor, vars: slow },
    );
    expect(quick.status).toBe(400);
    const html = await quick.text();
    expect(html).toContain("That was quicker than we expect from a person. Please check your address and press Confirm.");
    expect(html).toContain('type="submit">Confirm</button>');
    expect(html).toContain('value="quick@example.com"');
    expect(html).toContain(">By hand</textarea>");
    expect((await pageState(page.id)).signups).toEqual([]);

    // Pressing Confirm at once is enough, however little time has passed since the page opened.
    const confirmed = await submit(
      `/p/${page.address}`,
      { token: formTokenIn(html), email: "quick@example.com", answer: "By hand", [HONEYPOT]: "" },
      { headers: visitor, vars: slow },
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You&#39;re on the list");
    expect((await pageState(page.id)).signups).toHaveLength(1);
  });

  it("takes the first form once the minimum time has passed, and never takes a Confirm token to another network", async () => {
    const page = await publishedPage();
    const visitor = uniqueAddress();
    const token = formTokenIn(await (await visit(`/p/${page.address}`, { headers: visitor })).text());
    const quick = await submit(
      `/p/${page.address}`,
      { token, email: "later@example.com", [HONEYPOT]: "" },
      { headers: visitor, vars: { WAITLIST_MIN_FILL_MS: "60000" } },
    );
    const confirmToken = formTokenIn(await quick.text());
    const elsewhere = await submit(`/p/${page.address}`, { token: confirmToken, email: "later@example.com", [HONEYPOT]: "" });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("This form was open too long. Please send it again.");
    const later = await submit(`/p/${page.address}`, { token, email: "later@example.com", [HONEYPOT]: "" }, { headers: visitor });
    expect(later.status).toBe(200);
    expect((await pageState(page.id)).signups).toHaveLength(1);
  });

  it("refuses a form token that is missing, altered or another page's, with a fresh form", async () => {
    const page = await publishedPage();
    const other = await publishedPage();
    const token = formTokenIn(await (await visit(`/p/${page.address}`)).text());
    const otherToken = formTokenIn(await (await visit(`/p/${other.address}`)).text());
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const sent of ["", "nonsense", altered, otherToken, `${token}.extra`]) {
      const response = await submit(`/p/${page.address}`, { token: sent, email: "who@example.com", [HONEYPOT]: "" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("This form was open too long. Please send it again.");
      expect(html).toContain('value="who@example.com"');
      expect(formTokenIn(html)).not.toBe(sent);
    }
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("refuses more sign-ups than the hourly limit from one network with 429 and Retry-After; other networks and pages still work", async () => {
    const vars = { WAITLIST_LIMIT_PER_HOUR: "2" };
    const page = await publishedPage();
    const network = uniqueAddress();
    for (const email of ["one@example.com", "two@example.com"])
      expect((await join(page, { email }, { headers: network, vars })).status).toBe(200);
    const refused = await join(page, { email: "three@example.com" }, { headers: network, vars });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The form again, with the address typed and the wait in words, so trying later needs no retyping.
    const refusedHtml = await refused.text();
    expect(refusedHtml).toMatch(/Too many sign-ups from your network\. Please try again in \d+ minutes?\./);
    expect(refusedHtml).toContain('value="three@example.com"');
    expect((await pageState(page.id)).signups.map((row) => row.email)).toEqual(["one@example.com", "two@example.com"]);

    expect((await join(page, { email: "three@example.com" }, { vars })).status).toBe(200);
    const another = await publishedPage();
    expect((await join(another, { email: "three@example.com" }, { headers: network, vars })).status).toBe(200);
  });

  it("says the waitlist is full once it holds WAITLIST_MAX_SIGNUPS addresses", async () => {
    const vars = { WAITLIST_MAX_SIGNUPS: "2" };
    const page = await publishedPage();
    for (const email of ["one@example.com", "two@example.com"]) expect((await join(page, { email }, { vars })).status).toBe(200);
    const full = await join(page, { email: "three@example.com" }, { vars });
    expect(full.status).toBe(409);
    expect(await full.text()).toContain("This waitlist is full");
    // Someone already on the list is still thanked.
    expect((await join(page, { email: "ONE@example.com" }, { vars })).status).toBe(200);
    expect((await pageState(page.id)).signupCount).toBe(2);
  });

  it("counts sign-ups against the page owner's storage, and stops taking them when it is full", async () => {
    const page = await publishedPage();
    const bytes = async () =>
      (await env.DB.prepare("SELECT storage_bytes AS n FROM users WHERE id = ?").bind(page.userId).first<{ n: number }>())!.n;
    const before = await bytes();
    expect((await join(page, { email: "counted@example.com" })).status).toBe(200);
    const after = await bytes();
    expect(after - before).toBe("counted@example.com".length + 128);
    const full = await join(page, { email: "over@example.com" }, { vars: { STORAGE_LIMIT_BYTES: limitLettingStrangersFill(after) } });
    expect(full.status).toBe(409);
    expect(await full.text()).toContain("This waitlist is full");
    expect((await pageState(page.id)).signupCount).toBe(1);
    // Deleting the page gives the bytes back, sign-ups and all.
    await env.DB.prepare("DELETE FROM landing_pages WHERE id = ?").bind(page.id).run();
    expect(await bytes()).toBe(before);
  });

  it("refuses a sign-up whose own bytes would take the owner past the storage limit, and takes it when they just fit", async () => {
    const page = await publishedPage({ question: "Why?" });
    const stored = async () =>
      (await env.DB.prepare("SELECT storage_bytes AS n FROM users WHERE id = ?").bind(page.userId).first<{ n: number }>())!.n;
    const before = await stored();
    const fields = { email: "edge@example.com", answer: "Because ünïcode" };
    const rowBytes = new TextEncoder().encode(fields.email + fields.answer).length + 128;
    const over = await join(page, fields, { vars: { STORAGE_LIMIT_BYTES: limitLettingStrangersFill(before + rowBytes - 1) } });
    expect(over.status).toBe(409);
    expect(await over.text()).toContain("This waitlist is full");
    expect(await stored()).toBe(before);
    const fits = await join(page, fields, { vars: { STORAGE_LIMIT_BYTES: limitLettingStrangersFill(before + rowBytes) } });
    expect(fits.status).toBe(200);
    expect(await stored()).toBe(before + rowBytes);
  });

  it("refuses a body over 8 kB (413) and anything but a form (415)", async () => {
    const page = await publishedPage();
    const token = formTokenIn(await (await visit(`/p/${page.address}`)).text());
    const big = await submit(`/p/${page.address}`, { token, email: "big@example.com", answer: "z".repeat(9000) });
    expect(big.status).toBe(413);
    const json = await join(page, {}, { headers: { "Content-Type": "application/json" } });
    expect(json.status).toBe(415);
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("answers 404 to a form sent to a page that was taken down", async () => {
    const page = await publishedPage();
    const token = formTokenIn(await (await visit(`/p/${page.address}`)).text());
    await env.DB.prepare("UPDATE landing_pages SET live = 0 WHERE id = ?").bind(page.id).run();
    const response = await submit(`/p/${page.address}`, { token, email: "late@example.com", [HONEYPOT]: "" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This page is no longer available");
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("shows markup typed into the form as text", async () => {
    const page = await publishedPage({ question: "<b>How</b> do you do it?" });
    const response = await join(page, { email: `"><script>alert(1)</script>`, answer: "</textarea><script>alert(2)</script>" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;b&gt;How&lt;/b&gt; do you do it?");
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});

describe("a launch-day crowd", () => {
  it(
    "stores each of 40 people pressing at once from their own networks exactly once, each thanked on their one request",
    { timeout: 60_000 },
    async () => {
      const page = await publishedPage();
      const people = Array.from({ length: 40 }, (_, n) => ({ email: `crowd-${n}@example.com`, network: uniqueAddress() }));
      // Every form is opened first; then every one is sent at the same moment, once.
      const tokens = await Promise.all(
        people.map(async (person) => formTokenIn(await (await visit(`/p/${page.address}`, { headers: person.network })).text())),
      );
      const answers = await Promise.all(
        people.map((person, n) =>
          submit(`/p/${page.address}`, { token: tokens[n]!, email: person.email, [HONEYPOT]: "" }, { headers: person.network }),
        ),
      );
      const pages = await Promise.all(
        answers.map(async (answer) => ({ status: answer.status, thanked: (await answer.text()).includes("You&#39;re on the list") })),
      );
      expect(pages).toEqual(people.map(() => ({ status: 200, thanked: true })));
      const state = await pageState(page.id);
      expect(state.signups.map((row) => row.email).sort()).toEqual(people.map((person) => person.email).sort());
      expect(state.signupCount).toBe(people.length);
    },
  );
});
