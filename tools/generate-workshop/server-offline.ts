import type { WorkshopPlan, WorkshopRequest } from "./contract";
import { fitBlocksToDuration, formatMinutes, parseDurationMinutes, renderWorkshopAgenda } from "./server-agenda";
import { readIdea } from "../kit/server/offline/idea";
import { personaPhrase, productAudience, type OfflineProduct } from "../kit/server/offline/product-idea";
import { capitalize, clipAtWord, firstSentence, lowerFirst } from "../kit/server/offline/text-utils";
import { workshopGoalTitle } from "./server-offline-title";

type Step = { title: string; weight: number; activity: string; output: string };

/** Core exercises per workshop type; unknown types get a generic discovery-to-decision arc. */
const EXERCISES: Record<string, Step[]> = {
  "Discovery Workshop": [
    {
      title: "Assumption mapping",
      weight: 3,
      activity:
        "Everyone writes what they believe about {topic} on stickies; cluster them and plot on known/unknown × important/unimportant.",
      output: "Top 5 risky assumptions",
    },
    {
      title: "User context interviews recap",
      weight: 3,
      activity: "Share what we know about the people involved ({participants}); capture pains, gains and jobs-to-be-done.",
      output: "Problem statements",
    },
  ],
  "Ideation Session": [
    {
      title: "How Might We framing",
      weight: 2,
      activity: "Turn the goals into 'How might we…' questions about {topic}; dot-vote the three strongest.",
      output: "3 HMW questions",
    },
    {
      title: "Crazy 8s",
      weight: 3,
      activity: "Each person sketches eight ideas in eight minutes per HMW, then presents the best two.",
      output: "Idea wall",
    },
  ],
  "Journey Mapping": [
    {
      title: "Persona and scenario",
      weight: 2,
      activity: "Pick the primary persona for {topic} and the scenario to map end to end.",
      output: "Scenario card",
    },
    {
      title: "Map the journey",
      weight: 4,
      activity: "Stages, actions, thoughts, emotions and touchpoints on a wall; mark the lowest emotional points.",
      output: "Current-state journey map",
    },
  ],
  "Feature Prioritization": [
    {
      title: "Feature inventory",
      weight: 2,
      activity: "List every candidate feature for {topic}; merge duplicates.",
      output: "Deduplicated backlog",
    },
    {
      title: "Impact × effort matrix",
      weight: 4,
      activity: "Score each feature on user impact and effort; discuss outliers; agree on MoSCoW labels.",
      output: "Prioritised MVP scope",
    },
  ],
  "Value Proposition Canvas": [
    {
      title: "Customer profile",
      weight: 3,
      activity: "Jobs, pains and gains of the target customer of {topic}, ranked by severity.",
      output: "Customer profile",
    },
    {
      title: "Value map",
      weight: 3,
      activity: "Products, pain relievers and gain creators; draw lines to the profile and look for gaps.",
      output: "Fit assessment",
    },
  ],
  "Design Critique": [
    {
      title: "Context and goals",
      weight: 1,
      activity: "The designer presents the work on {topic}, its goals and the feedback wanted.",
      output: "Critique focus",
    },
    {
      title: "Structured critique rounds",
      weight: 4,
      activity: "I like / I wish / What if, one round per screen, against the stated goals and usability heuristics.",
      output: "Feedback log",
    },
  ],
  "User Story Mapping": [
    {
      title: "Backbone",
      weight: 2,
      activity: "Lay out the user activities for {topic} left to right as the narrative backbone.",
      output: "Activity backbone",
    },
    {
      title: "Stories and release slices",
      weight: 4,
      activity: "Add user stories under each activity; draw the MVP release line.",
      output: "Story map with MVP slice",
    },
  ],
  "Design Sprint": [
    {
      title: "Map and target",
      weight: 3,
      activity: "Map the challenge around {topic}; ask the experts; pick the target moment.",
      output: "Sprint map and target",
    },
    {
      title: "Sketch and decide",
      weight: 4,
      activity: "Lightning demos, four-step sketch, silent art-museum vote and a decider's call.",
      output: "Storyboard for the prototype",
    },
  ],
};

const OPEN: Step = {
  title: "Welcome and goals",
  weight: 1,
  activity: "Introductions, agenda and the goal: {goal}",
  output: "Shared understanding of the goal",
};
const BREAK: Step = { title: "Break", weight: 1, activity: "Short break away from screens.", output: "Fresh energy" };
const CLOSE: Step = {
  title: "Decisions and next steps",
  weight: 1,
  activity: "Summarise decisions, assign owners and dates, quick feedback round.",
  output: "Action list with owners",
};

/**
 * A complete plan whose blocks add up exactly to the requested duration. Inside a product the
 * title names it and a follow-up checks the decisions with its audience.
 */
export function workshopPlan(input: WorkshopRequest, product?: OfflineProduct): WorkshopPlan {
  const total = parseDurationMinutes(input.duration) ?? 120;
  const subject = goalTopic(input.goals);
  // The title says the goal as a whole phrase; the subject's noun phrase fills the exercises.
  const goal = workshopGoalTitle(input.goals) ?? subject;
  // Own keys only: a type such as "__proto__" must fall back, not reach Object.prototype.
  const core =
    (Object.hasOwn(EXERCISES, input.workshopType) ? EXERCISES[input.workshopType] : undefined) ?? EXERCISES["Discovery Workshop"]!;
  const steps = [OPEN, core[0]!, ...(total >= 90 ? [BREAK] : []), core[1]!, CLOSE];
  const fill = (t: string) =>
    t.replace("{topic}", lowerFirst(subject)).replace("{participants}", input.participants).replace("{goal}", firstSentence(input.goals));
  const blocks = fitBlocksToDuration(
    steps.map((step) => ({ title: step.title, minutes: step.weight * 10, activity: fill(step.activity), output: step.output })),
    total,
  );
  const audience = productAudience(product);
  return {
    title: clipAtWord(product ? `${input.workshopType} for ${product.name}: ${goal}` : `${input.workshopType}: ${goal}`, 120),
    summary: `A ${formatMinutes(total)} ${input.workshopType.toLowerCase()} for ${input.participants}, focused on: ${firstSentence(input.goals, 200)}`,
    blocks,
    materials: ["Whiteboard or online canvas", "Sticky notes and markers", "Timer visible to everyone", "Printed goals and agenda"],
    followUps: [
      `Share the photos and outputs of the ${input.workshopType.toLowerCase()} within 24 hours`,
      `Turn decisions about ${lowerFirst(subject)} into tickets with owners`,
      "Schedule a 30-minute check-in in one week",
      ...(audience ? [clipAtWord(`Check the decisions with ${audience} before building`, 200)] : []),
      ...(personaPhrase(product, false)
        ? [clipAtWord(`Walk each decision through your personas: ${personaPhrase(product, false)}`, 200)]
        : []),
    ],
  };
}

export function workshopAgendaText(input: WorkshopRequest, product?: OfflineProduct): string {
  return renderWorkshopAgenda(workshopPlan(input, product), input);
}

// Verbs and fillers that open goals ("Choose one direction for…", "Agree on…") but say nothing about the subject.
const GOAL_FILLERS = new Set(
  "choose agree decide define find improve understand align explore identify prioritise prioritize plan review design test validate learn map one two three next week weeks month team direction whether best".split(
    " ",
  ),
);

/** "New onboarding flow of our app" from "Choose one direction for the new onboarding flow of our app…". */
function goalTopic(goals: string): string {
  const idea = readIdea(goals);
  const found = [idea.subject, ...idea.phrases]
    .map((phrase) => phrase.replace(/^(?:the|a|an|one|our|your|their)\s+/i, ""))
    .find((phrase) => (phrase.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).some((w) => w.length > 2 && !GOAL_FILLERS.has(w)));
  return found ? capitalize(clipAtWord(found, 80)) : "Your product";
}
