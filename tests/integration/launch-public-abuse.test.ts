import { describe, expect, it } from "vitest";
import { uniqueAddress } from "./auth-helpers";
import { formTokenIn, HONEYPOT, join, leaveLinkIn, pageState, publishedPage, submit, visit } from "./launch-helpers";

/** What another website, a copied form token and a curious visitor can get out of the waitlist form. */

describe("a sign-up another website makes a browser send", () => {
  it("is refused when it comes from another origin or another site, and stores nothing", async () => {
    const page = await publishedPage();
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of cases) {
      const person = uniqueAddress();
      const token = formTokenIn(await (await visit(`/p/${page.address}`, { headers: person })).text());
      const request = await submit(
        `/p/${page.address}`,
        { token, email: "forced@example.com", [HONEYPOT]: "" },
        { headers: { ...person, ...headers } },
      );
      expect({ headers, status: request.status }).toEqual({ headers, status: 403 });
      expect(await request.text()).toContain("This form could not be sent from here");
    }
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  it("is taken from the page's own origin", async () => {
    const page = await publishedPage();
    const response = await join(page, { email: "own@example.com" }, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect((await pageState(page.id)).signupCount).toBe(1);
  });
});

describe("one form token", () => {
  it("only works from the network it was served to: copies of it from other networks get a fresh form", async () => {
    const page = await publishedPage();
    const token = formTokenIn(await (await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": "198.51.100.41" } })).text());
    for (let i = 0; i < 5; i++) {
      const response = await submit(`/p/${page.address}`, { token, email: `copy-${i}@example.com`, [HONEYPOT]: "" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This form was open too long. Please send it again.");
    }
    expect((await pageState(page.id)).signups).toEqual([]);
    const own = await submit(
      `/p/${page.address}`,
      { token, email: "owner-of-token@example.com", [HONEYPOT]: "" },
      { headers: { "CF-Connecting-IP": "198.51.100.41" } },
    );
    expect(own.status).toBe(200);
    expect((await pageState(page.id)).signupCount).toBe(1);
  });
});

describe("the thank-you page", () => {
  /** The page with its removal link's secret part taken out, so two answers can be compared. */
  const shape = async (response: Response) => ({
    status: response.status,
    html: (await response.text()).replace(/(\/p\/leave\/[a-z0-9]+\/)[A-Za-z0-9_-]{43}/g, "$1…"),
  });

  it("is the same for a first sign-up, a repeated address and a bot, with a link that looks alike", async () => {
    const page = await publishedPage();
    const first = await shape(await join(page, { email: "someone@example.com" }));
    const repeated = await shape(await join(page, { email: "SOMEONE@example.com" }));
    const bot = await shape(await join(page, { email: "bot@example.com", [HONEYPOT]: "https://spam.example" }));
    expect(first.html).toContain("You&#39;re on the list");
    expect(first.html).toContain("Leave the waitlist");
    expect(repeated).toEqual(first);
    expect(bot).toEqual(first);
    expect((await pageState(page.id)).signups.map((row) => row.email)).toEqual(["someone@example.com"]);
  });

  it("gives links whose pages answer alike, whether or not they remove anyone", async () => {
    const page = await publishedPage();
    const real = leaveLinkIn(await (await join(page, { email: "real@example.com" })).text())!;
    const repeated = leaveLinkIn(await (await join(page, { email: "real@example.com" })).text())!;
    const bot = leaveLinkIn(await (await join(page, { email: "x@example.com", [HONEYPOT]: "filled" })).text())!;
    const answers = async (link: string) => {
      const asked = await visit(link);
      const removed = await visit(link, { method: "POST" });
      const strip = (html: string) => html.replaceAll(link, "LINK");
      return { asked: [asked.status, strip(await asked.text())], removed: [removed.status, await removed.text()] };
    };
    // The decoys first: the real sign-up is still there while they are tried.
    const fromRepeat = await answers(repeated);
    const fromBot = await answers(bot);
    expect((await pageState(page.id)).signupCount).toBe(1);
    const fromReal = await answers(real);
    expect((await pageState(page.id)).signupCount).toBe(0);
    expect(fromReal.asked[0]).toBe(200);
    expect(fromRepeat).toEqual(fromReal);
    expect(fromBot).toEqual(fromReal);
  });
});
