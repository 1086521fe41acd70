import { describe, expect, it } from "vitest";
import { workshopPlan } from "../../tools/generate-workshop/server-offline";
import { workshopGoalTitle } from "../../tools/generate-workshop/server-offline-title";

const request = (goals: string) => ({ workshopType: "Design Sprint", duration: "2 hours", participants: "1 PM, 2 designers", goals });
const DANGLING_END = /\b(?:a|an|the|of|on|in|to|for|with|and|or|by|at|our|your|which|that)$/i;

describe("a workshop's title", () => {
  it("says the goal as a whole phrase, not cut after 'on'", () => {
    const title = workshopPlan(request("Align the team on the checkout redesign and pick three experiments")).title;
    expect(title).toBe("Design Sprint: Align the team on the checkout redesign and pick three experiments");
  });

  it("skips the lead-in the product's goals start with and ends on a whole phrase", () => {
    const product = { name: "PawPals", idea: "A marketplace where neighbours lend each other garden tools", audience: "", personas: [] };
    // What the form fills in inside a product: "Align the team on {name}: {brief}".
    const goals = "Align the team on PawPals: A marketplace where neighbours lend each other garden tools, with deposits and reviews";
    const title = workshopPlan(request(goals), product).title;
    expect(title).toBe("Design Sprint for PawPals: Marketplace where neighbours lend each other garden tools");
  });

  it("never ends on a word that needs more after it, however the goals are written", () => {
    const goals = [
      "Align the team on which onboarding steps to cut before the beta launch of the new budgeting app for students",
      "Choose one direction for the new onboarding flow of our budgeting app and agree what to prototype and test next week.",
      "Align the team on the riskiest assumptions of PawPals before the beta, and decide which to test first with dog owners",
      "Decide on",
      "Understand why agencies stop using the automatic invoice reminder feature after their first month on our platform",
    ];
    for (const goal of goals) {
      const title = workshopGoalTitle(goal)!;
      expect(title.length).toBeGreaterThan(3);
      expect(title.length).toBeLessThanOrEqual(72);
      expect(title).not.toMatch(DANGLING_END);
      expect(title).not.toMatch(/…$/);
    }
  });

  it("keeps a clock time, and has no title for goals without words", () => {
    expect(workshopGoalTitle("Meet at 10:30 to plan the launch")).toBe("Meet at 10:30 to plan the launch");
    expect(workshopGoalTitle("  ...  ")).toBeNull();
  });
});
