import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { UseCase } from "../../shared/contracts/flow-results";
import type { VisualFlowRequest } from "./contract";
import { personaPhrase, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { clipAtWord } from "../kit/server/offline/text-utils";

/**
 * One use case as a flow: start → user action → screen → system action → decision →
 * success or failure endpoint → end, labelled with the idea's own words.
 */
function flow(
  prefix: string,
  steps: { user: string; screen: string; system: string; question: string; ok: string; ko: string },
): FlowchartData {
  const id = (s: string) => `${prefix}-${s}`;
  const label = (s: string) => clipAtWord(s, 120);
  return {
    nodes: [
      { id: id("start"), type: "start", data: { label: "Start" } },
      { id: id("user"), type: "userAction", data: { label: label(steps.user) } },
      { id: id("screen"), type: "screen", data: { label: label(steps.screen) } },
      { id: id("system"), type: "systemAction", data: { label: label(steps.system) } },
      { id: id("decide"), type: "decision", data: { label: label(steps.question) } },
      { id: id("ok"), type: "endpoint", data: { label: label(steps.ok), status: "success" } },
      { id: id("ko"), type: "endpoint", data: { label: label(steps.ko), status: "failure" } },
      { id: id("end"), type: "end", data: { label: "End" } },
    ],
    edges: [
      { id: id("e1"), source: id("start"), target: id("user") },
      { id: id("e2"), source: id("user"), target: id("screen") },
      { id: id("e3"), source: id("screen"), target: id("system") },
      { id: id("e4"), source: id("system"), target: id("decide") },
      { id: id("e5"), source: id("decide"), target: id("ok"), label: "Yes" },
      { id: id("e6"), source: id("decide"), target: id("ko"), label: "No" },
      { id: id("e7"), source: id("ok"), target: id("end") },
      { id: id("e8"), source: id("ko"), target: id("end") },
    ],
  };
}

export function visualFlowUseCases({ appIdea }: VisualFlowRequest, product?: OfflineProduct): UseCase[] {
  const idea = readIdeaFor(appIdea, product);
  const core = idea.features[0]!.name;
  const users = idea.audience ?? "users";
  const title = (s: string) => clipAtWord(s, 120);
  const job = idea.job;
  // The product's personas are who walks through the first flow.
  const newcomer = personaPhrase(product, false);
  return [
    {
      title: title(idea.audience ? `First-time setup for ${idea.audience}` : "First-time setup"),
      description: newcomer
        ? clipAtWord(`A new user — think of ${newcomer} — discovers ${idea.name} and reaches the first moment of value.`, 600)
        : `A new user discovers ${idea.name} and reaches the first moment of value.`,
      flowchartData: flow("onboard", {
        user: "Opens the app and taps Get started",
        screen: idea.audienceOne ? `Onboarding: set up your ${idea.audienceOne} profile` : "Onboarding: set up your profile",
        system: "Creates the account with sample data",
        question: "Finished setup?",
        ok: job ? `Ready for ${job}` : `Ready to use ${idea.name}`,
        ko: "Abandons onboarding",
      }),
    },
    {
      title: title(idea.action ?? core),
      description: clipAtWord(
        job
          ? `A returning user completes the core flow of ${idea.name}: ${job}.`
          : `A returning user completes the core flow of ${idea.name}.`,
        600,
      ),
      flowchartData: flow("core", {
        user: "Starts the core task from the home screen",
        screen: `${core}, with smart defaults`,
        system: "Validates and saves the entry",
        question: "Input valid?",
        ok: job ? `Done: ${job}` : `${core} done`,
        ko: "Error shown with a fix",
      }),
    },
    {
      title: title(job ? `Stay up to date on ${job}` : `Stay up to date with ${idea.name}`),
      description: `The system keeps ${users} informed so they come back at the right time.`,
      flowchartData: flow("notify", {
        user: "Turns on notifications",
        screen: "Notification settings",
        system: job ? `Sends a digest about ${job}` : `Sends a digest of what changed in ${idea.name}`,
        question: "User opens the digest?",
        ok: "Re-engaged user",
        ko: "Notification ignored",
      }),
    },
  ];
}
