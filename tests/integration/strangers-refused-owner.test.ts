import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SMALLEST_SIGNUP_BYTES } from "../../db/queries/launch-public";
import { SESSION_ROW_BYTES } from "../../db/queries/prototype-test-public";
import { DEFAULT_STORAGE_LIMITS, strangersLimits } from "../../db/queries/storage";
import { launchCardSchema } from "../../shared/contracts/launch";
import { ownerTestResultsSchema, prototypeTestListSchema } from "../../shared/contracts/prototype-tests";
import { call, signedInUser } from "./auth-helpers";
import { join, publishPageFor } from "./launch-helpers";
import { launchPath } from "./launch-owner-helpers";
import { createProduct, type Me } from "./product-helpers";
import { newTester, openTestPage, ownerWithTest, pageTokenIn, postTester, storageBytesOf, testsPath } from "./prototype-tests-helpers";

/** The bytes strangers' writes may fill of an account with the default limits. */
const SHARE = strangersLimits(DEFAULT_STORAGE_LIMITS).bytes;

const useBytes = (userId: string, bytes: number) =>
  env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(bytes, userId).run();

async function read<T>(me: Me, path: string, schema: { parse: (body: unknown) => T }): Promise<T> {
  const response = await call("GET", path, { cookie: me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

/** What the owner's tests card and results page are told about new testers. */
async function ownerSees(me: Me, productId: string, testId: string) {
  const list = await read(me, testsPath(productId), prototypeTestListSchema);
  const results = await read(me, `${testsPath(productId)}/${testId}/results`, ownerTestResultsSchema);
  return { card: list.testersRefusedForStorage, results: results.testersRefusedForStorage };
}

async function startTester(address: string): Promise<number> {
  const tester = newTester();
  const token = pageTokenIn(await (await openTestPage(address, tester)).text());
  return (await postTester(address, "sessions", { token }, tester)).status;
}

describe("the owner is told when strangers are turned away for storage", () => {
  it("says new testers are refused exactly when a tester's start is, and not once a session's room is freed", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-refused"));
    const { me, productId, test } = setup;
    const userId = me.user.id;
    expect(await ownerSees(me, productId, test.id)).toEqual({ card: false, results: false });

    // Room for exactly one more session: the owner is not told of a refusal, and the tester starts.
    await useBytes(userId, SHARE - SESSION_ROW_BYTES);
    expect(await ownerSees(me, productId, test.id)).toEqual({ card: false, results: false });
    expect(await startTester(test.address)).toBe(201);

    // That session filled the share: the next tester is refused, and the owner's reads say so.
    expect(await storageBytesOf(userId)).toBe(SHARE);
    expect(await startTester(test.address)).toBe(409);
    expect(await ownerSees(me, productId, test.id)).toEqual({ card: true, results: true });

    // Space freed (here: below the share again): the notice's reason is gone.
    await useBytes(userId, SHARE - SESSION_ROW_BYTES - 1);
    expect(await ownerSees(me, productId, test.id)).toEqual({ card: false, results: false });
  });

  it("says the waitlist refuses sign-ups exactly when the smallest sign-up no longer fits", async () => {
    const me = await signedInUser("launch-refused");
    const productId = (await createProduct(me)).id;
    const page = await publishPageFor(me.user.id, productId);
    const refused = async () => (await read(me, launchPath(productId), launchCardSchema)).signupsRefusedForStorage;
    expect(await refused()).toBe(false);

    await useBytes(me.user.id, SHARE - SMALLEST_SIGNUP_BYTES);
    expect(await refused()).toBe(false);
    expect(await (await join(page, { email: "a@b.co" })).text()).toContain("You&#39;re on the list");

    expect(await storageBytesOf(me.user.id)).toBe(SHARE);
    expect(await (await join(page, { email: "c@d.co" })).text()).toContain("This waitlist is full");
    expect(await refused()).toBe(true);
  });
});
