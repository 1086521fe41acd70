import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, type AddressAvailability } from "../../shared/contracts/launch";
import { addressCheck } from "../../app/components/launch/publish-dialog-address";
import { ClientApiError } from "../../app/lib/api-client";
import { stateAtOnce, stateOnceAnswered } from "../../app/lib/use-live-check";

/** An address check whose server answers `answer` (or fails with it), recording what it was asked. */
function serverSaying(answer: AddressAvailability | Error) {
  const asked: string[] = [];
  const check = addressCheck(async (address) => {
    asked.push(address);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { asked, check };
}

const live = () => new AbortController().signal;

describe("a field checked as it is typed (a page's address)", () => {
  it("says nothing of an empty field and asks no one", () => {
    expect(stateAtOnce("", serverSaying({ available: true }).check)).toEqual({ state: { kind: "idle" }, ask: false });
  });

  it("refuses a badly formed address at once without asking, and a reserved one at once while asking for a free one", () => {
    const { check } = serverSaying({ available: true });
    expect(stateAtOnce("Bad Address!", check)).toEqual({ state: { kind: "refused", message: ADDRESS_MESSAGES.format }, ask: false });
    expect(stateAtOnce("admin", check)).toEqual({ state: { kind: "refused", message: ADDRESS_MESSAGES.reserved }, ask: true });
    expect(stateAtOnce("paw-pals", check)).toEqual({ state: { kind: "checking" }, ask: true });
  });

  it("says the server's answer: free, or refused with the free address it offers", async () => {
    const free = serverSaying({ available: true });
    expect(await stateOnceAnswered("paw-pals", free.check, live(), false)).toEqual({ kind: "passed" });
    expect(free.asked).toEqual(["paw-pals"]);
    const taken = serverSaying({ available: false, message: ADDRESS_MESSAGES.taken, suggestion: "paw-pals-2" });
    expect(await stateOnceAnswered("paw-pals", taken.check, live(), false)).toEqual({
      kind: "refused",
      message: ADDRESS_MESSAGES.taken,
      suggestion: "paw-pals-2",
    });
    const silent = serverSaying({ available: false });
    expect(await stateOnceAnswered("paw-pals", silent.check, live(), false)).toEqual({
      kind: "refused",
      message: "This address cannot be used. Choose another one",
    });
  });

  it("says a failed check without blocking, keeps a refusal made here, and drops an answer overtaken by typing", async () => {
    const down = serverSaying(new ClientApiError("Too many checks. Try again in a minute", 429));
    expect(await stateOnceAnswered("paw-pals", down.check, live(), false)).toEqual({
      kind: "unknown",
      message: "Too many checks. Try again in a minute",
    });
    expect(await stateOnceAnswered("admin", down.check, live(), true)).toBeNull();
    const overtaken = new AbortController();
    const free = serverSaying({ available: true });
    const answer = stateOnceAnswered("paw-pals", free.check, overtaken.signal, false);
    overtaken.abort();
    expect(await answer).toBeNull();
  });
});
