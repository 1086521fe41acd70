import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { UseCase } from "../../shared/contracts/flow-results";
import type { VisualFlowRequest } from "./contract";
import { kindSteps } from "../kit/server/offline/idea-kinds";
import { linearFlow, type FlowStep } from "../kit/server/offline/idea-flowchart";
import { personaPhrase, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { capitalize, clipAtWord, lowerFirst } from "../kit/server/offline/text-utils";

type Steps = { user: string; screens: string[]; system: string; question: string; ok: string; ko: string };

/** One use case as a flow: start → user action → its screens → system action → decision → success or failure → end. */
function flow(prefix: string, { user, screens, system, question, ok, ko }: Steps): FlowchartData {
  const steps: FlowStep[] = [
    ["start", "start", "Start"],
    ["user", "userAction", user],
    ...screens.map((screen, i): FlowStep => [`screen${i ? i + 1 : ""}`, "screen", screen]),
    ["system", "systemAction", system],
    ["decide", "decision", question],
  ];
  return linearFlow(steps, ok, ko, { prefix: `${prefix}-`, max: 120, end: true });
}

export function visualFlowUseCases({ appIdea }: VisualFlowRequest, product?: OfflineProduct): UseCase[] {
  const idea = readIdeaFor(appIdea, product);
  const core = idea.features[0]!.name;
  const users = idea.audience ?? "users";
  const title = (s: string) => clipAtWord(s, 120);
  const { sides } = idea.kinds;
  const buyers = sides && capitalize(sides.buyers);
  const job = idea.job;
  // The product's personas are who walks through the first flow.
  const newcomer = personaPhrase(product, false);
  const profile = idea.audienceOne ? `Onboarding: set up your ${idea.audienceOne} profile` : "Onboarding: set up your profile";
  const setup: UseCase = {
    title: title(idea.audience ? `First-time setup for ${idea.audience}` : "First-time setup"),
    description: newcomer
      ? clipAtWord(`A new user — think of ${newcomer} — discovers ${idea.name} and reaches the first moment of value.`, 600)
      : `A new user discovers ${idea.name} and reaches the first moment of value.`,
    flowchartData: flow("onboard", {
      user: "Opens the app and taps Get started",
      screens: [profile, ...kindSteps(idea.kinds, "offer").map(([step]) => step)],
      system: "Creates the account with sample data",
      question: "Finished setup?",
      ok: job ? `Ready for ${job}` : `Ready to use ${idea.name}`,
      ko: "Abandons onboarding",
    }),
  };
  const take: UseCase = {
    title: title(sides ? kindSteps(idea.kinds, "take").at(-1)![0] : (idea.action ?? core)),
    description: clipAtWord(
      sides
        ? `${buyers} find ${sides.offer} from ${sides.sellers} on ${idea.name} and ${sides.take} what they want.`
        : job
          ? `A returning user completes the core flow of ${idea.name}: ${job}.`
          : `A returning user completes the core flow of ${idea.name}.`,
      600,
    ),
    // Each step names what this product's user does and sees, never a placeholder ("the core task").
    flowchartData: flow("core", {
      user: sides ? `Opens the app to find ${sides.offer}` : idea.action ? `Opens the app to ${lowerFirst(idea.action)}` : "Opens the app",
      screens: [sides ? `Browse ${sides.offer}` : core, ...kindSteps(idea.kinds, "take").map(([step]) => step)],
      system: sides ? `Sends the order to ${sides.sellers} and takes the payment` : "Validates and saves the entry",
      question: sides ? `Accepted by ${sides.sellers}?` : "Input valid?",
      ok: sides ? `${buyers} get ${sides.offer}` : job ? `Done: ${job}` : `${core} done`,
      ko: sides ? `Shown other ${sides.offer}` : "Error shown with a fix",
    }),
  };
  return [
    setup,
    take,
    {
      title: title(job ? `Stay up to date on ${job}` : `Stay up to date with ${idea.name}`),
      description: `The system keeps ${users} informed so they come back at the right time.`,
      flowchartData: flow("notify", {
        user: "Turns on notifications",
        screens: ["Notification settings"],
        system: job ? `Sends a digest about ${job}` : `Sends a digest of what changed in ${idea.name}`,
        question: "User opens the digest?",
        ok: "Re-engaged user",
        ko: "Notification ignored",
      }),
    },
  ];
}
