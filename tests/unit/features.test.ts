import { describe, expect, it } from "vitest";
import { FEATURE_KEYS, FEATURES, featuresInGroup, featuresInMenu, getFeature, isFeatureKey } from "~/lib/features";

describe("the feature table", () => {
  it("has the spec's eight tools and Wireframes, once each", () => {
    expect(FEATURES.map((f) => f.key).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(featuresInGroup("founders").map((f) => f.key)).toEqual(["startup-builder", "user-flow", "monetization", "launch-assistant"]);
    expect(featuresInGroup("designers").map((f) => f.key)).toEqual([
      "ux-feedback",
      "prototype-validator",
      "case-study",
      "ux-workshop",
      "wireframes",
    ]);
  });

  it("orders the signed-in menus as the spec does, apart from the cards", () => {
    expect(featuresInMenu("founders").map((f) => f.navLabel)).toEqual([
      "Startup Builder",
      "Visual Flow",
      "Monetization",
      "Launch Assistant",
    ]);
    expect(featuresInMenu("designers").map((f) => f.navLabel)).toEqual([
      "UX Validator",
      "UX Workshop",
      "UX Mentor",
      "Case Study",
      "Wireframes",
    ]);
  });

  it("maps each tool to a distinct dashboard view", () => {
    expect(new Set(FEATURES.map((f) => f.view)).size).toBe(9);
    expect(getFeature("user-flow")?.view).toBe("visual-flow");
    expect(getFeature("ux-workshop")?.view).toBe("workshop-generator");
  });

  it("knows which keys exist", () => {
    expect(isFeatureKey("case-study")).toBe(true);
    expect(isFeatureKey("time-machine")).toBe(false);
    expect(getFeature("time-machine")).toBeUndefined();
    expect(getFeature("prototype-validator")?.title).toBe("UX Prototype Validator");
  });
});
