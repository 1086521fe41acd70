/**
 * The one table of tool metadata (docs/product.md#tools). Public pages, the dashboard and the
 * signed-in navigation all read it; `built` decides "Coming Soon" vs "Get Started" on
 * /features/{key}. Flip `built` when a tool ships.
 */
export type FeatureGroup = "founders" | "designers";

export type DashboardView =
  | "startup-builder"
  | "visual-flow"
  | "monetization"
  | "launch-assistant"
  | "ux-validator"
  | "workshop-generator"
  | "ux-mentor"
  | "case-study";

export type Feature = {
  key: FeatureKey;
  /** Full title, e.g. on cards and the feature page. */
  title: string;
  /** Short label for menus (docs/product.md#signed-in-top-bar). */
  navLabel: string;
  /** One line of product copy (docs/product.md#tools). */
  description: string;
  /** A few sentences for the feature page. */
  details: string;
  group: FeatureGroup;
  view: DashboardView;
  built: boolean;
};

export const FEATURE_KEYS = [
  "startup-builder",
  "user-flow",
  "monetization",
  "launch-assistant",
  "ux-feedback",
  "prototype-validator",
  "case-study",
  "ux-workshop",
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const FEATURES: readonly Feature[] = [
  {
    key: "startup-builder",
    title: "Build Startup App & Strategy",
    navLabel: "Startup Builder",
    description: "Turns an idea into an actionable MVP plan with UX strategy.",
    details:
      "Describe your idea in plain words and get the MVP feature set, the core user flow as a diagram, a UX strategy and a landing page outline you can build from.",
    group: "founders",
    view: "startup-builder",
    built: true,
  },
  {
    key: "user-flow",
    title: "Generate Visual User Flows",
    navLabel: "Visual Flow",
    description: "Clear, editable flows.",
    details:
      "Turn an app idea into its main use cases, each drawn as a clear flow of screens, decisions and outcomes that you can rearrange and refine.",
    group: "founders",
    view: "visual-flow",
    built: true,
  },
  {
    key: "monetization",
    title: "Monetization Strategy Builder",
    navLabel: "Monetization",
    description: "Discover and validate revenue models.",
    details:
      "Compare revenue models for your product, with pricing ideas, the assumptions behind each and quick ways to validate them before you build.",
    group: "founders",
    view: "monetization",
    built: true,
  },
  {
    key: "launch-assistant",
    title: "Launch Assistant",
    navLabel: "Launch Assistant",
    description: "Landing page structure and copy to launch or test an MVP.",
    details:
      "Get a landing page structure and the copy to go with it — headline, value points, calls to action — to launch or test demand for an MVP.",
    group: "founders",
    view: "launch-assistant",
    built: true,
  },
  {
    key: "ux-feedback",
    title: "UX Feedback Mentor",
    navLabel: "UX Mentor",
    description: "Actionable feedback on usability and clarity.",
    details:
      "Describe a screen or a flow and get the kind of review a senior UX designer would give: what is unclear, what slows people down, and what to change first.",
    group: "designers",
    view: "ux-mentor",
    built: true,
  },
  {
    key: "prototype-validator",
    title: "UX Prototype Validator",
    navLabel: "UX Validator",
    description: "AI-assisted review of UX/UI prototypes by simulated synthetic users.",
    details:
      "Give your prototype to synthetic users with their own goals and context. Each one attempts your tasks and reports success, sentiment, feedback and recommendations.",
    group: "designers",
    view: "ux-validator",
    built: true,
  },
  {
    key: "case-study",
    title: "Case Study Generator",
    navLabel: "Case Study",
    description: "Turns projects into portfolio case studies.",
    details:
      "Turn project notes into a structured portfolio case study: the problem, your process, the decisions you made and the outcome.",
    group: "designers",
    view: "case-study",
    built: true,
  },
  {
    key: "ux-workshop",
    title: "UX Workshop Generator",
    navLabel: "UX Workshop",
    description: "Structured workshop plans and exercises.",
    details:
      "Plan a workshop for your team in minutes: a timed agenda with exercises matched to your goals, duration and participants.",
    group: "designers",
    view: "workshop-generator",
    built: true,
  },
];

export const FEATURE_GROUPS: Record<FeatureGroup, { title: string; label: string }> = {
  founders: { title: "Tools for Founders", label: "For Founders" },
  designers: { title: "Tools for Designers", label: "For Designers" },
};

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}

export function getFeature(key: string): Feature | undefined {
  return FEATURES.find((feature) => feature.key === key);
}

export function featuresInGroup(group: FeatureGroup): Feature[] {
  return FEATURES.filter((feature) => feature.group === group);
}
