import { describe, expect, it } from "vitest";
import { FEATURE_KEYS, FEATURES, featuresInGroup, featuresInMenu, getFeature, isFeatureKey } from "~/lib/features";

/** The spec's tools, in the spec's orders (docs/product.md#tools); a tool added since shows after them, in its own place. */
const SPEC_GROUPS = {
  founders: ["startup-builder", "user-flow", "monetization", "launch-assistant"],
  designers: ["ux-feedback", "prototype-validator", "case-study", "ux-workshop", "wireframes"],
};
const SPEC_MENUS = {
  founders: ["Startup Builder", "Visual Flow", "Monetization", "Launch Assistant"],
  designers: ["UX Validator", "UX Workshop", "UX Mentor", "Case Study", "Wireframes"],
};
const SPEC_KEYS = new Set(Object.values(SPEC_GROUPS).flat());
const ofSpec = <F extends { key: string }>(features: readonly F[]) => features.filter((f) => SPEC_KEYS.has(f.key));

describe("the feature table", () => {
  it("has the spec's eight tools and Wireframes, once each", () => {
    expect(FEATURES.map((f) => f.key).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(ofSpec(featuresInGroup("founders")).map((f) => f.key)).toEqual(SPEC_GROUPS.founders);
    expect(ofSpec(featuresInGroup("designers")).map((f) => f.key)).toEqual(SPEC_GROUPS.designers);
  });

  it("orders the signed-in menus as the spec does, apart from the cards", () => {
    expect(ofSpec(featuresInMenu("founders")).map((f) => f.navLabel)).toEqual(SPEC_MENUS.founders);
    expect(ofSpec(featuresInMenu("designers")).map((f) => f.navLabel)).toEqual(SPEC_MENUS.designers);
  });

  it("maps each tool to a distinct dashboard view", () => {
    expect(new Set(FEATURES.map((f) => f.view)).size).toBe(FEATURES.length);
    expect(FEATURES.length).toBeGreaterThanOrEqual(SPEC_KEYS.size);
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
