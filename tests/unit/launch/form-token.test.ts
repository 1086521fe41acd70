import { describe, expect, it } from "vitest";
import { previousDay, utcDay, type DaySalts } from "../../../workers/launch/daily-salt";
import { readFormToken, signFormToken } from "../../../workers/launch/form-token";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const salts = (today: string, entries: Record<string, string>): DaySalts => ({
  today,
  yesterday: previousDay(today),
  salts: new Map(Object.entries(entries)),
});
const march10 = salts("2026-03-10", { "2026-03-10": "salt-10", "2026-03-09": "salt-9" });
const claims = { pageId: "page1", variant: "b" as const, issuedAt: NOW, source: "newsletter" };
/** The network the form was served to (an IPv4 address or an IPv6 /64). */
const NET = "2001:db8:1:2::/64";

describe("UTC days", () => {
  it("name the day of a moment and the day before, across month ends", () => {
    expect(utcDay(Date.parse("2026-03-01T00:30:00Z"))).toBe("2026-03-01");
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
  });
});

describe("the waitlist form token", () => {
  it("gives back the page, headline, time and source it was signed with", async () => {
    const token = await signFormToken(claims, march10, NET);
    expect(await readFormToken(token, "page1", march10, NET, NOW + 5_000)).toEqual(claims);
  });

  it("is not accepted for another page", async () => {
    const token = await signFormToken(claims, march10, NET);
    expect(await readFormToken(token, "page2", march10, NET, NOW)).toBeNull();
  });

  it("is not accepted once altered", async () => {
    const token = await signFormToken(claims, march10, NET);
    const [body, mac] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "page1", v: "a", t: NOW - 600_000, s: "" })).toString("base64url");
    expect(await readFormToken(`${forged}.${mac}`, "page1", march10, NET, NOW)).toBeNull();
    expect(await readFormToken(`${body}.${mac!.slice(1)}A`, "page1", march10, NET, NOW)).toBeNull();
    expect(await readFormToken(`${body}.${mac}.x`, "page1", march10, NET, NOW)).toBeNull();
    expect(await readFormToken("garbage", "page1", march10, NET, NOW)).toBeNull();
  });

  it("is accepted the next day, and not the day after", async () => {
    const token = await signFormToken(claims, march10, NET);
    const march11 = salts("2026-03-11", { "2026-03-11": "salt-11", "2026-03-10": "salt-10" });
    expect(await readFormToken(token, "page1", march11, NET, NOW + 86_400_000)).toEqual(claims);
    const march12 = salts("2026-03-12", { "2026-03-12": "salt-12", "2026-03-11": "salt-11" });
    expect(await readFormToken(token, "page1", march12, NET, NOW + 2 * 86_400_000)).toBeNull();
  });

  it("is not accepted when signed with another salt (another deployment's, or a day's salt made again)", async () => {
    const token = await signFormToken(claims, march10, NET);
    const other = salts("2026-03-10", { "2026-03-10": "another-salt" });
    expect(await readFormToken(token, "page1", other, NET, NOW)).toBeNull();
  });

  it("is only accepted from the network it was served to", async () => {
    const token = await signFormToken(claims, march10, NET);
    expect(await readFormToken(token, "page1", march10, "2001:db8:1:3::/64", NOW)).toBeNull();
    expect(await readFormToken(token, "page1", march10, "198.51.100.7", NOW)).toBeNull();
    expect(await readFormToken(token, "page1", march10, null, NOW)).toBeNull();
    const unknown = await signFormToken(claims, march10, null);
    expect(await readFormToken(unknown, "page1", march10, NET, NOW)).toBeNull();
    expect(await readFormToken(unknown, "page1", march10, null, NOW)).toEqual(claims);
  });

  it("is not accepted from the future", async () => {
    const token = await signFormToken({ ...claims, issuedAt: NOW + 3_600_000 }, march10, NET);
    expect(await readFormToken(token, "page1", march10, NET, NOW)).toBeNull();
  });
});
