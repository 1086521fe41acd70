import type { FlowchartData } from "../../../../app/lib/contracts/flowchart";
import type { UseCase, VisualFlowRequest } from "../../../../app/lib/contracts/founder-tools";
import { capitalize, clip, keywords, topic } from "../text-utils";

/**
 * One use case as a flow: start → user action → screen → system action → decision →
 * success or failure endpoint → end, labelled with the idea's own words.
 */
function flow(prefix: string, steps: { user: string; screen: string; system: string; question: string; ok: string; ko: string }): FlowchartData {
  const id = (s: string) => `${prefix}-${s}`;
  const label = (s: string) => clip(s, 120);
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

export function visualFlowUseCases({ appIdea }: VisualFlowRequest): UseCase[] {
  const [a = "item", b = "task", c = "update"] = keywords(appIdea, 3);
  const subject = topic(appIdea, 3);
  return [
    {
      title: `First-time ${a} setup`,
      description: `A new user discovers ${subject.toLowerCase()} and reaches the first moment of value.`,
      flowchartData: flow("onboard", {
        user: "Opens the app and taps Get started",
        screen: `Onboarding: choose ${a} preferences`,
        system: `Creates account and sample ${a}`,
        question: "Finished setup?",
        ok: `First ${a} ready`,
        ko: "Abandons onboarding",
      }),
    },
    {
      title: `Everyday ${b}`,
      description: `A returning user completes the core ${b} flow of ${subject.toLowerCase()}.`,
      flowchartData: flow("core", {
        user: `Starts a new ${b}`,
        screen: `${capitalize(b)} form with smart defaults`,
        system: `Validates and saves the ${b}`,
        question: "Input valid?",
        ok: `${capitalize(b)} completed`,
        ko: "Error shown with a fix",
      }),
    },
    {
      title: `Stay up to date on ${c}`,
      description: `The system keeps users informed about ${c} so they come back at the right time.`,
      flowchartData: flow("notify", {
        user: "Turns on notifications",
        screen: `${capitalize(c)} settings`,
        system: `Sends a ${c} digest`,
        question: "User opens the digest?",
        ok: "Re-engaged user",
        ko: "Notification ignored",
      }),
    },
  ];
}
