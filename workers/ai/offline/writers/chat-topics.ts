/**
 * What the offline Quick Chat knows about each topic a founder or designer asks about: three first
 * steps, three deeper ones for a follow-up on the same topic, and the one thing it offers to write
 * next (its `offer`), with that thing's steps, so "yes, do that" can be carried out.
 */
export type Topic = { test: RegExp; title: string; points: string[]; deeper: string[]; offer: string; deliver: string[] };

export const TOPICS: Topic[] = [
  {
    test: /pric|monet|revenue|\bpay|subscription|business model|charge/i,
    title: "Monetization",
    points: [
      "Start with one pricing model you can explain in a sentence.",
      "Run a fake-door pricing test before building billing.",
      "Ask ten target users what they pay today for this problem.",
    ],
    deeper: [
      "Anchor the price on the cost of the problem, not on your costs.",
      "Offer an annual plan at two months free once monthly churn is known.",
      "Raise prices for new customers first and watch conversion for two weeks.",
    ],
    offer: "a pricing experiment plan",
    deliver: [
      "Hypothesis: people who feel the problem weekly will pay the middle price.",
      "Set up a pricing page with two price points and a “Buy” button that opens a waitlist.",
      "Send 200 target visitors to each price (ads or communities).",
      "Measure clicks to “Buy” per 100 visitors for each price.",
      "Decide: keep the higher price if it converts at least 70 % as well as the lower one.",
    ],
  },
  {
    test: /onboard|sign ?up|activation|first[- ]time|first run/i,
    title: "Onboarding",
    points: [
      "Get people to the first moment of value in under three minutes.",
      "Ask one setup question, not ten; use sample data.",
      "Measure activation: the share of sign-ups who complete the core action.",
    ],
    deeper: [
      "Defer account creation until people have something worth saving.",
      "Replace the product tour with an empty state that shows one next step.",
      "Send a single follow-up email to people who stopped halfway, with a link back to where they left.",
    ],
    offer: "an onboarding checklist",
    deliver: [
      "Write down the one action that means “this person got value”.",
      "Cut every sign-up field that is not needed for that action.",
      "Pre-fill the first screen with sample data.",
      "Add one empty state per screen that says what to do next.",
      "Watch three people sign up, silently, and fix where they pause.",
    ],
  },
  {
    test: /\bmvp\b|feature|scope|roadmap|prioriti/i,
    title: "MVP scope",
    points: [
      "Pick the one job your product must do well and cut the rest.",
      "Sort features on impact × effort; ship the high-impact, low-effort ones.",
      "Write down what you will not build yet.",
    ],
    deeper: [
      "Fake the hard parts by hand (a concierge MVP) until demand is proven.",
      "Give every feature a metric it must move, or it waits.",
      "Set a ship date first and cut scope to meet it.",
    ],
    offer: "a must-have and later list",
    deliver: [
      "Must have: the core job, end to end, for one kind of user.",
      "Must have: sign-up and a way to come back to saved work.",
      "Later: integrations, teams and roles, settings beyond the basics.",
      "Later: analytics dashboards — use one event log instead.",
      "Never (for now): anything no interviewed user asked for.",
    ],
  },
  {
    test: /research|interview|persona|survey|validat|user test/i,
    title: "User research",
    points: [
      "Talk to five people who have the problem today.",
      "Ask about past behaviour, not future intentions.",
      "Turn what you hear into one clear problem statement.",
    ],
    deeper: [
      "Recruit from where the problem happens, not from friends.",
      "Record the exact words people use; they become your copy.",
      "Stop at the point where new interviews repeat what you heard.",
    ],
    offer: "an interview script",
    deliver: [
      "“Tell me about the last time you ran into this problem.”",
      "“What did you do about it? What did that cost you?”",
      "“What have you tried before, and why did you stop?”",
      "“Who else is involved when this happens?”",
      "“If you could wave a magic wand, what would be different?”",
    ],
  },
  {
    test: /\bmetric|kpi|measur|analytic|north star|track(?:ing)? (?:success|progress)|success look/i,
    title: "Metrics",
    points: [
      "Pick one north-star metric that counts value delivered (for example, tasks completed per week).",
      "Track activation, week-1 retention and time to first value from day one.",
      "Review the numbers every week against one target you wrote down in advance.",
    ],
    deeper: [
      "Split every metric by sign-up week (cohorts) so growth cannot hide churn.",
      "Add one counter-metric so a target cannot be hit by hurting users.",
      "Log events with plain names (signed_up, completed_core_action) before adding any dashboard.",
    ],
    offer: "a metrics dashboard outline",
    deliver: [
      "North star: core actions completed per active user per week.",
      "Activation: share of sign-ups who complete the core action within 24 hours (aim for 40 %).",
      "Retention: share of week-1 users still active in week 4 (aim for 20 %).",
      "Time to first value: median minutes from sign-up to first core action (aim for under 3).",
      "Counter-metric: support requests per 100 active users.",
    ],
  },
  {
    test: /retention|retain|churn|come back|engagement|habit/i,
    title: "Retention",
    points: [
      "Find the action that users who stay all did in their first week.",
      "Bring people back with a reason (a result, a reminder they asked for), not a nag.",
      "Measure week-4 retention by sign-up cohort.",
    ],
    deeper: [
      "Call five people who left and ask what they use instead.",
      "Make the product more useful the more it is used (saved history, templates).",
      "Send a weekly summary only when there is something new in it.",
    ],
    offer: "a retention experiment plan",
    deliver: [
      "Pick the first-week action that retained users share.",
      "Nudge new users towards it on day 2 with one in-product prompt.",
      "Compare week-4 retention of the nudged cohort with the previous one.",
      "Keep the nudge only if retention rises by at least 3 points.",
      "Repeat with the next-most-shared action.",
    ],
  },
  {
    test: /landing|launch|marketing|waitlist|copy|go[- ]to[- ]market/i,
    title: "Launch",
    points: [
      "One headline that names the outcome, one primary call to action.",
      "Show the product early on the page.",
      "Track sign-ups per 100 visitors.",
    ],
    deeper: [
      "Launch to one community where your users already talk, before any big launch day.",
      "Line up ten people who promised to try it on launch day.",
      "Prepare answers to the three questions everyone will ask (price, privacy, who it is for).",
    ],
    offer: "a launch-week checklist",
    deliver: [
      "Monday: landing page live with one call to action and analytics on it.",
      "Tuesday: personal messages to the first 30 people who asked for access.",
      "Wednesday: post in the one community where your users already talk.",
      "Thursday: fix the top problem the first users hit.",
      "Friday: share what you learned and the sign-up count, then plan week two.",
    ],
  },
  {
    test: /flow|journey|navigation|screen|wireframe|prototype/i,
    title: "User flows",
    points: [
      "Map the happy path first, then the two most likely failure paths.",
      "Every screen needs one obvious next step.",
      "Prototype the flow and test it with five users.",
    ],
    deeper: [
      "Count the steps to the core action and remove one.",
      "Put decisions where people have the information to make them.",
      "Design the error and empty states before polishing the happy path.",
    ],
    offer: "a user flow with screens and decisions",
    deliver: [
      "Screen 1 — Landing: one promise, one button (“Get started”).",
      "Screen 2 — Sign up: email only.",
      "Screen 3 — Setup: one question, with sample data ready.",
      "Decision — Did they complete the core action? Yes → Screen 4. No → a hint on the same screen.",
      "Screen 4 — Result: show the value and offer to save it.",
    ],
  },
  {
    test: /access|contrast|a11y|screen reader|wcag/i,
    title: "Accessibility",
    points: [
      "Aim for WCAG 2.2 AA: 4.5:1 text contrast, visible focus.",
      "Label every control; don't rely on colour alone.",
      "Make everything usable with a keyboard.",
    ],
    deeper: [
      "Test the key flow with a screen reader (VoiceOver or NVDA) yourself.",
      "Respect reduced-motion and text-size settings.",
      "Write error messages that say what happened and how to fix it.",
    ],
    offer: "an accessibility checklist",
    deliver: [
      "Text contrast of at least 4.5:1 (3:1 for large text and icons).",
      "Every control reachable and usable with the keyboard, with a visible focus ring.",
      "Every input has a visible label; errors are announced and explained.",
      "Images have alt text; decorative ones are hidden from screen readers.",
      "Tap targets are at least 44 × 44 px.",
    ],
  },
  {
    test: /\bhir(?:e|ing)\b|recruit|co-?founder|\bteam\b|first employee/i,
    title: "Team and hiring",
    points: [
      "Hire for the bottleneck you have this quarter, not the one you might have next year.",
      "Write the first 90 days of the role before writing the job ad.",
      "Do a paid trial task instead of a whiteboard interview.",
    ],
    deeper: [
      "Agree on founder roles and equity vesting in writing before anything else.",
      "Check references by asking what the person needed from their manager.",
      "Keep the team small until the core job is proven with users.",
    ],
    offer: "a first-hire scorecard",
    deliver: [
      "The outcome the hire owns in 90 days, in one sentence.",
      "Three skills that outcome needs, each with what “good” looks like.",
      "One paid trial task that resembles real work (half a day at most).",
      "Two reference questions about how they work with others.",
      "A yes/no rule agreed before the first interview.",
    ],
  },
  {
    test: /fundrais|investor|\braise\b|seed|pre-seed|pitch deck|\bvc\b|angel|valuation/i,
    title: "Fundraising",
    points: [
      "Raise when you can show traction or a clear insight, not just an idea.",
      "Build a list of 30 investors who fund your stage and market.",
      "Tell one story: problem, insight, traction, the team, the ask.",
    ],
    deeper: [
      "Ask for introductions from founders the investor has backed.",
      "Run the process in a short window so conversations overlap.",
      "Know your runway and the milestone the money buys.",
    ],
    offer: "a pitch deck outline",
    deliver: [
      "1. The problem, in the customer's words.",
      "2. The insight others miss and why now.",
      "3. The product: one screenshot, one sentence.",
      "4. Traction: the one number that grows.",
      "5. Team, the ask and the milestone it buys.",
    ],
  },
  {
    test: /competit|differentiat|alternative|\bmoat\b|position/i,
    title: "Positioning",
    points: [
      "List what people use today instead (including spreadsheets and doing nothing).",
      "Name the one thing you do better for one kind of customer.",
      "Say it in the customer's words on the first screen.",
    ],
    deeper: [
      "Pick the alternative you want to be compared with, on purpose.",
      "Drop claims every competitor also makes.",
      "Test two positioning headlines on the landing page and keep the winner.",
    ],
    offer: "a positioning statement",
    deliver: [
      "For: the one kind of customer who feels the problem most.",
      "Who: the situation they are in when they need you.",
      "Our product is: the category they already understand.",
      "That: the one outcome you deliver better.",
      "Unlike: the alternative they use today.",
    ],
  },
];

export const GENERAL: Topic = {
  test: /.*/,
  title: "Next steps",
  points: [
    "Write down who the user is and the problem in one sentence.",
    "Sketch the main flow on paper before designing screens.",
    "Test with five people and fix what trips them up.",
  ],
  deeper: [
    "Decide what you will measure to know it worked.",
    "Cut the idea down to what one person can test in a week.",
    "Write down the riskiest assumption and how you will check it.",
  ],
  offer: "a short action plan for this week",
  deliver: [],
};
