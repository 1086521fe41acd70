import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventRow, rowEvent } from "../../db/queries/prototype-test-events";
import { testerEventSchema, type TesterEvent } from "../../shared/contracts/prototype-tests";
import { bodiesFor } from "../integration/fuzz-arbitraries";

/**
 * A tester's event is stored as a row and replayed from it whenever a batch comes in
 * (docs/product.md#prototype-tests): the figures are only right if every event reads back as sent.
 */
describe("a tester's event stored as a row", () => {
  it("reads back as the event the page sent, whatever the event", () => {
    const events = bodiesFor(testerEventSchema)
      .map((value) => testerEventSchema.safeParse(value))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data as TesterEvent);
    // The page sends its events as JSON, which has no -0: the event as sent is its JSON round trip.
    const asSent = (event: TesterEvent) => JSON.parse(JSON.stringify(event)) as TesterEvent;
    fc.assert(
      fc.property(events, fc.boolean(), (event, hit) => {
        const row = eventRow(event, event.type === "click" ? hit : null);
        expect(rowEvent(JSON.parse(JSON.stringify(row)) as typeof row)).toEqual(asSent(event));
      }),
      // A -0 the generator once found, tried on every run.
      { numRuns: 500, examples: [[{ type: "opening", seq: -0, at: 0, answer: "" }, false]] },
    );
  });

  it("keeps the server's verdict on a click and nothing of the kind on other events", () => {
    expect(eventRow({ type: "click", seq: 3, at: 10, task: 1, screenId: "home", x: 5, y: 6 }, true)).toEqual({
      seq: 3,
      type: "click",
      at: 10,
      task: 1,
      screenId: "home",
      x: 5,
      y: 6,
      hit: true,
      value: null,
    });
    expect(eventRow({ type: "ease", seq: 4, at: 11, task: 1, value: 6 }, null)).toMatchObject({ hit: null, value: '{"value":6}' });
  });
});
