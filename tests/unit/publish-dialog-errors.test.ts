import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, TARGET_MESSAGES } from "../../shared/contracts/launch";
import { ClientApiError } from "../../app/lib/api-client";
import { publishFieldOf } from "../../app/components/launch/publish-request";
import { refusalErrors } from "../../app/lib/use-form-state";

/** Where the Publish dialog puts a refusal of its request (the form's `fieldOf`). */
const serverErrors = (error: unknown) => refusalErrors(error, "Could not publish the page", publishFieldOf);

const refused = (message: string, status: number, fields?: Record<string, string>) =>
  new ClientApiError(message, status, status === 409 ? "conflict" : "validation_error", undefined, fields);

describe("the Publish dialog's server refusals", () => {
  it("puts each message under the field its path names: the address, the e-mail, a target's part", () => {
    expect(serverErrors(refused(ADDRESS_MESSAGES.taken, 409, { address: ADDRESS_MESSAGES.taken }))).toEqual({
      address: ADDRESS_MESSAGES.taken,
    });
    expect(
      serverErrors(refused("Enter a valid e-mail", 400, { contactEmail: "Enter a valid e-mail", "target.signups": "At least 1" })),
    ).toEqual({ contactEmail: "Enter a valid e-mail", signups: "At least 1" });
    expect(serverErrors(refused(TARGET_MESSAGES.past, 400, { "target.date": TARGET_MESSAGES.past }))).toEqual({
      date: TARGET_MESSAGES.past,
    });
    // A refusal of the whole target shows under its date, the target's last input.
    expect(serverErrors(refused("Set a whole target", 400, { target: "Set a whole target" }))).toEqual({ date: "Set a whole target" });
  });

  it("places nothing by its words: a refusal naming no field the dialog shows stays above the buttons", () => {
    expect(serverErrors(refused("Your contact e-mail address is refused", 400))).toEqual({
      form: "Your contact e-mail address is refused",
    });
    expect(serverErrors(refused("A page address uses letters", 400, { doc: "A page address uses letters" }))).toEqual({
      form: "A page address uses letters",
    });
    expect(serverErrors(new Error(""))).toEqual({ form: "Could not publish the page" });
  });
});
