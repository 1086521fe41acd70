import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, TARGET_MESSAGES } from "../../shared/contracts/launch";
import { addDays, utcDay } from "../../shared/launch-stats";
import { signedInUser } from "./auth-helpers";
import { freshAddress, publish, publishBody, published } from "./launch-owner-helpers";
import { createProduct } from "./product-helpers";

/** A refusal answers each failing field's path with its message, so a form places it without reading the words. */
async function refusal(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return { status: response.status, ...body.error };
}

describe("a refused request names the field paths it is about", () => {
  it("answers every failing path of a publish body, the message staying the first one", async () => {
    const me = await signedInUser("fields-publish");
    const product = await createProduct(me);
    const body = publishBody(freshAddress("fields"), {
      contactEmail: "not an e-mail",
      target: { signups: 0, visitors: 1000, date: addDays(utcDay(Date.now()), 30) },
    });
    const error = await refusal(await publish(me, product.id, body));
    expect(error).toMatchObject({ status: 400, code: "validation_error" });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["contactEmail", "target.signups"]);
    expect(error.message).toBe(error.fields?.contactEmail);
    expect(error.fields?.contactEmail).toMatch(/e-mail/i);
  });

  it("names the address of a reserved word and the target date that has passed", async () => {
    const me = await signedInUser("fields-checks");
    const product = await createProduct(me);
    expect(await refusal(await publish(me, product.id, publishBody("pricing")))).toEqual({
      status: 400,
      code: "validation_error",
      message: ADDRESS_MESSAGES.reserved,
      fields: { address: ADDRESS_MESSAGES.reserved },
    });
    const past = { signups: 40, visitors: 1000, date: "2020-01-15" };
    expect(await refusal(await publish(me, product.id, publishBody(freshAddress("past"), { target: past })))).toEqual({
      status: 400,
      code: "validation_error",
      message: TARGET_MESSAGES.past,
      fields: { "target.date": TARGET_MESSAGES.past },
    });
  });

  it("names the address another product holds", async () => {
    const me = await signedInUser("fields-taken");
    const [first, second] = [await createProduct(me), await createProduct(me)];
    const address = freshAddress("taken");
    await published(me, first.id, publishBody(address));
    expect(await refusal(await publish(me, second.id, publishBody(address)))).toMatchObject({
      status: 409,
      message: ADDRESS_MESSAGES.taken,
      fields: { address: ADDRESS_MESSAGES.taken },
    });
  });
});
