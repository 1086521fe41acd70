import { describe, expect, it } from "vitest";
import { prototypeTestResultsSchema } from "../../shared/contracts/prototype-tests";
import { call, signedInUser } from "./auth-helpers";
import { createProduct, listen } from "./product-helpers";
import { ABOUT_TASK, ORDER_TASK, ownerWithTest, predicted, saveValidation, testsPath, type Setup } from "./prototype-tests-helpers";
import { until } from "./wait";

async function results(setup: Setup) {
  const response = await call("GET", `${testsPath(setup.productId)}/${setup.test.id}/results`, { cookie: setup.me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return prototypeTestResultsSchema.parse(await response.json());
}

describe("Synthetic vs real: a test's results carry its prediction", () => {
  it("is the product's saved validation matching most of the test's tasks, with only its results for them", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-prediction"));
    expect((await results(setup)).prediction).toBeNull();

    // Validations of both tasks that are not in this product never predict it.
    const both = [predicted("Maya", ORDER_TASK.text, 90), predicted("Maya", ABOUT_TASK.text, 90)];
    await saveValidation(setup.me, (await createProduct(setup.me)).id, both);
    await saveValidation(setup.me, null, both);
    expect((await results(setup)).prediction).toBeNull();

    const tab = await listen(setup.me.cookie);
    // The validator was given the task retyped; another task of its own is not the test's.
    const matching = await saveValidation(setup.me, setup.productId, [
      predicted("Maya", "order a meal box  for friday", 80, "confident"),
      predicted("Sam", "order a meal box  for friday", 40, "frustrated"),
      predicted("Maya", "Cancel the subscription", 10, "frustrated"),
    ]);
    // Newer, but about none of the test's tasks.
    await saveValidation(setup.me, setup.productId, [predicted("Maya", "Sign up for the newsletter", 70)]);
    // The results page re-reads when a validation is saved in its product: the event says which tool and product.
    await until(() =>
      tab.some(
        (event) =>
          event.type === "conversation.inserted" &&
          event.conversation.id === matching &&
          event.conversation.tool === "validate-ux" &&
          event.conversation.productId === setup.productId,
      ),
    );

    const { prediction } = await results(setup);
    expect(prediction).toMatchObject({ conversationId: matching, title: expect.any(String), updatedAt: expect.any(Number) });
    expect(prediction!.results.map(({ persona, task, successRate, sentiment }) => [persona, task, successRate, sentiment])).toEqual([
      ["Maya", "order a meal box  for friday", 80, "confident"],
      ["Sam", "order a meal box  for friday", 40, "frustrated"],
    ]);
  });

  it("never reads another user's validations, even of the same tasks", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-prediction-owner"));
    const stranger = await signedInUser("pt-prediction-stranger");
    await saveValidation(stranger, (await createProduct(stranger)).id, [predicted("Maya", ORDER_TASK.text, 90)]);
    expect((await results(setup)).prediction).toBeNull();
    // And the stranger cannot read the owner's results, prediction or not.
    const theirs = await call("GET", `${testsPath(setup.productId)}/${setup.test.id}/results`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
  });
});
