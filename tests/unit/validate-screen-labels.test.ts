import { describe, expect, it } from "vitest";
import { labelForTask } from "../../tools/validate-ux/server-offline-screens";

/**
 * Which screen and label a synthetic user "went for" (the offline validator's narration): the task's own screen, not
 * a control elsewhere that shares one word with it. The marketplace journey (issue 32) had Tom, who chooses a plan,
 * "go for" the "Choose one" select on the cooks' profile screen.
 */
const screens = [
  "Set up your home cook profile\nInput: Name\nSelect: Choose one\nCheckbox: Send me reminders\nButton: Continue",
  "Choose a plan that renews every week\nCheckbox: Option 1\nCheckbox: Option 2\nButton: Continue",
  "Neighbours order weekly meal boxes\nCard: Order summary\nSelect: Payment method\nButton: Pay now",
];

describe("the screen a synthetic user went for", () => {
  it("is the task's own screen, with its button, over a same-word control on another screen", () => {
    expect(labelForTask(screens, "Choose a plan that renews every week")).toEqual({
      screen: "Choose a plan that renews every week",
      label: "Continue",
    });
  });

  it("is the screen whose goal the task is, over a list elsewhere that shares its words (the buyer is never sent to the cooks' list)", () => {
    const withList = ["Home cooks list weekly meal boxes\nInput: Search\nList item: Meal box 1\nButton: Continue", ...screens];
    expect(labelForTask(withList, "Order a weekly meal box")).toEqual({ screen: "Neighbours order weekly meal boxes", label: "Pay now" });
    expect(labelForTask(withList, "List your weekly meal boxes")).toEqual({
      screen: "Home cooks list weekly meal boxes",
      label: "Continue",
    });
  });

  it("still picks the label that names the task's action", () => {
    expect(labelForTask(screens, "Pay for your order")).toEqual({ screen: "Neighbours order weekly meal boxes", label: "Pay now" });
  });
});
