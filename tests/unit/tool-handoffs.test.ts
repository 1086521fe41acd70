import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { Persona } from "../../shared/contracts/validate-ux";
import { asTask, goalOf, MAX_HANDOFF_TASKS, mvpFeatures, tasksFromFlow } from "../../shared/flow-tasks";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";
import { readAskInChat, readHandoff } from "../../app/components/tools/kit/handoff";
import { caseStudyStart, personaFromProduct } from "../../tools/validate-ux/client-case-study-start";
import { namesInProse, personasNotInProduct, productPersonaFrom } from "../../tools/validate-ux/client-product-persona-list";
import { PRODUCT_LIMITS } from "../../shared/contracts/products";
import { quoteResult } from "../../app/components/chat/attached-result";

const screen = (id: string, label: string) => ({ id, type: "screen" as const, data: { label } });
const edge = (id: string, source: string, target: string, label?: string) => ({
  id,
  source,
  target,
  ...(label === undefined ? {} : { label }),
});

describe("tasksFromFlow", () => {
  const FLOW: FlowchartData = {
    nodes: [
      { id: "start", type: "start", data: { label: "Open app" } },
      screen("signup", "Sign up"),
      { id: "valid", type: "decision", data: { label: "Email valid?" } },
      screen("home", "Weekly menu"),
      { id: "error", type: "endpoint", data: { label: "Show error", status: "failure" } },
    ],
    edges: [
      edge("e1", "start", "signup"),
      edge("e2", "signup", "valid"),
      edge("e3", "valid", "home", "yes"),
      edge("e4", "valid", "error", "no"),
    ],
  };

  it("makes one goal per screen in walking order, none for a decision's paths or an endpoint: no user sets out to take a path", () => {
    expect(tasksFromFlow(FLOW)).toEqual(["Create your account", "Find the weekly menu"]);
  });

  it("puts the prefix before every task", () => {
    expect(tasksFromFlow(FLOW, "Pro: ")).toEqual(["Pro: Create your account", "Pro: Find the weekly menu"]);
  });

  it("makes the marketplace journey's plan into the goals of its users, never a screen to get through", () => {
    const plan = tasksFromFlow(startupFlowchart("A marketplace where home cooks sell weekly meal boxes"));
    expect(plan).toEqual([
      "Create your account",
      "Set up your home cook profile",
      "List your weekly meal boxes",
      "Choose a plan that renews every week",
      "Order a weekly meal box",
    ]);
    expect(plan.join("\n")).not.toMatch(/screen|Get through|path|Drop-off|Activated user|Got value|Landing/);
  });

  it("turns a step or screen into what its person sets out to do, in their words", () => {
    // A side's step names its people: the cook lists their own, the neighbour orders one.
    expect(goalOf("Home cooks list weekly meal boxes")).toBe("List your weekly meal boxes");
    expect(goalOf("Neighbours order weekly meal boxes")).toBe("Order a weekly meal box");
    expect(goalOf("Borrowers borrow garden tools")).toBe("Borrow a garden tool");
    expect(goalOf("Guests book an apartment")).toBe("Book an apartment");
    // A sign-up, however named, is the account it makes; an imperative stays as it is.
    for (const step of ["Sign up in one step", "Sign up", "Signs up with email", "Register"])
      expect(goalOf(step)).toBe("Create your account");
    expect(goalOf("Choose a plan that renews every week")).toBe("Choose a plan that renews every week");
    expect(goalOf("Onboarding: set up your dog owner profile")).toBe("Set up your dog owner profile");
    expect(goalOf("Opens the app and taps Get started", false)).toBe("Open the app and tap Get started");
    expect(goalOf("Checkout")).toBe("Pay for your order");
    expect(goalOf("Notification settings")).toBe("Find the notification settings");
    expect(goalOf("Browse weekly meal boxes")).toBe("Browse weekly meal boxes");
    expect(goalOf("Invoice tracker")).toBe("Use the invoice tracker");
    expect(goalOf("Dog walker nearby search")).toBe("Use the dog walker nearby search");
    expect(goalOf("Meal in a few taps, with smart defaults")).toBe("Find the meal in a few taps");
    // The way in and the way out are no goal of anyone's.
    for (const screen of ["Landing: Selling weekly meal boxes", "Welcome", "Home", "Order confirmed"]) expect(goalOf(screen)).toBeNull();
    expect(goalOf("Mark the walk as done")).toBe("Mark the walk as done");
  });

  it("asks a user's step as something to do, and leaves a step that names its people as it is", () => {
    expect(asTask("Opens the app and taps Get started")).toBe("Open the app and tap Get started");
    expect(asTask("Searches for a box")).toBe("Search for a box");
    expect(asTask("Neighbours order weekly meal boxes")).toBe("Neighbours order weekly meal boxes");
    expect(asTask("Sign up in one step")).toBe("Sign up in one step");
  });

  it("makes a task of each user step, none for the system's steps, starts, ends and endpoints", () => {
    const flow: FlowchartData = {
      nodes: [
        { id: "s", type: "start", data: { label: "Start" } },
        { id: "u", type: "userAction", data: { label: "Tap" } },
        { id: "y", type: "systemAction", data: { label: "Save" } },
        { id: "a", type: "action", data: { label: "Act" } },
        { id: "x", type: "endpoint", data: { label: "Done", status: "success" } },
        { id: "e", type: "end", data: { label: "End" } },
      ],
      edges: [edge("1", "s", "u"), edge("2", "u", "y"), edge("3", "y", "a"), edge("4", "a", "x"), edge("5", "x", "e")],
    };
    expect(tasksFromFlow(flow)).toEqual(["Tap", "Act"]);
  });

  it("walks breadth-first from the start, so a nearer screen comes before a deeper one", () => {
    const flow: FlowchartData = {
      nodes: [screen("a", "A"), screen("b1", "B1"), screen("c1", "C1"), screen("b2", "B2")],
      edges: [edge("1", "a", "b1"), edge("2", "b1", "c1"), edge("3", "a", "b2")],
    };
    expect(tasksFromFlow(flow)).toEqual(["Find the A", "Find the B1", "Find the B2", "Find the C1"]);
  });

  it("visits each node once when the flow loops back", () => {
    const flow: FlowchartData = {
      nodes: [screen("a", "A"), screen("b", "B"), screen("c", "C")],
      edges: [edge("1", "a", "b"), edge("2", "b", "c"), edge("3", "c", "b")],
    };
    expect(tasksFromFlow(flow)).toEqual(["Find the A", "Find the B", "Find the C"]);
  });

  it("starts from the first node when every node has an incoming edge", () => {
    const flow: FlowchartData = {
      nodes: [screen("a", "A"), screen("b", "B")],
      edges: [edge("1", "a", "b"), edge("2", "b", "a")],
    };
    expect(tasksFromFlow(flow)).toEqual(["Find the A", "Find the B"]);
  });

  it("returns no tasks for an empty flow", () => {
    expect(tasksFromFlow({ nodes: [], edges: [] })).toEqual([]);
  });

  it("caps the tasks at ten (the Prototype Validator's limit)", () => {
    expect(MAX_HANDOFF_TASKS).toBe(10);
    const nodes = Array.from({ length: 15 }, (_, i) => screen(`s${i}`, `Step ${i + 1}`));
    const edges = nodes.slice(1).map((node, i) => edge(`e${i}`, `s${i}`, node.id));
    const tasks = tasksFromFlow({ nodes, edges });
    expect(tasks).toHaveLength(10);
    expect(tasks[0]).toBe("Find the step 1");
    expect(tasks[9]).toBe("Find the step 10");
  });

  it("caps at ten even when one decision leads to more screens than that", () => {
    const targets = Array.from({ length: 12 }, (_, i) => screen(`t${i}`, `Option ${i + 1}`));
    const flow: FlowchartData = {
      nodes: [{ id: "d", type: "decision", data: { label: "Pick" } }, ...targets],
      edges: targets.map((t, i) => edge(`e${i}`, "d", t.id, `o${i + 1}`)),
    };
    const tasks = tasksFromFlow(flow);
    expect(tasks).toHaveLength(10);
    expect(tasks[9]).toBe("Find the option 10");
  });

  it("still lists screens of a loop no start reaches, after the reachable ones", () => {
    const flow: FlowchartData = {
      nodes: [screen("a", "A"), screen("b", "B"), screen("c", "C"), screen("d", "D")],
      edges: [edge("1", "a", "b"), edge("2", "c", "d"), edge("3", "d", "c")],
    };
    expect(tasksFromFlow(flow)).toEqual(["Find the A", "Find the B", "Find the C", "Find the D"]);
  });
});

describe("mvpFeatures", () => {
  it("reads must-have subsections of the features section and leaves out the later ones", () => {
    expect(mvpFeatures("# Plan\n\n## MVP features\n### Must have\n- A\n- B\n### Later\n- C\n## Metrics\n- D\n")).toEqual(["A", "B"]);
  });

  it("reads the numbered features under a Startup Builder plan's MVP features heading, bold removed", () => {
    const plan = [
      "# Pawdash: MVP plan and UX strategy",
      "",
      "## 1. Problem and audience",
      "- **Primary user:** dog owners",
      "",
      "## 2. MVP features (must have)",
      "1. **Booking** — pick a walker in two taps",
      "2. **Live map** — see the walk",
      "3. **Simple onboarding** — email sign-up, one setup question, sample data.",
      "",
      "**Later, not now:** integrations, teams and roles, advanced analytics.",
      "",
      "## 3. Key user flow",
      "- Landing → sign up",
    ].join("\n");
    expect(mvpFeatures(plan)).toEqual([
      "Booking — pick a walker in two taps",
      "Live map — see the walk",
      "Simple onboarding — email sign-up, one setup question, sample data.",
    ]);
  });

  it("accepts bullets of any kind and a “Must-have” heading", () => {
    const plan = "### Must-have features\n- One\n* Two\n+ Three\n4) Four\n\n### Later\n- Five";
    expect(mvpFeatures(plan)).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("is empty for a plan without a features section", () => {
    expect(mvpFeatures("# Plan\n\n## Problem\n- Walkers are hard to find\n\n## Metrics\n- Activation")).toEqual([]);
    expect(mvpFeatures("")).toEqual([]);
  });

  it("ignores “MVP features” that is not a heading", () => {
    expect(mvpFeatures("# Plan\nMVP features\n- One")).toEqual([]);
  });

  it("keeps at most twelve features", () => {
    const plan = `## MVP features\n${Array.from({ length: 15 }, (_, i) => `- F${i + 1}`).join("\n")}`;
    const features = mvpFeatures(plan);
    expect(features).toHaveLength(12);
    expect(features.at(-1)).toBe("F12");
  });
});

describe("quoteResult", () => {
  it("quotes the result line by line as text, then asks the question", () => {
    const message = quoteResult({ title: "Startup Plan", markdown: "\n# Plan\n\n- One\n" }, "  What first?  ");
    expect(message).toBe("About this startup plan:\n\n> Plan\n>\n> • One\n\nWhat first?");
  });

  it("keeps a title's capitals when it starts with an abbreviation", () => {
    expect(quoteResult({ title: "UX validation report", markdown: "Fine." }, "Q")).toMatch(/^About this UX validation report:/);
  });

  it("quotes a result of exactly 3,000 characters whole", () => {
    const markdown = "a".repeat(3000);
    expect(quoteResult({ title: "Plan", markdown }, "Q")).toBe(`About this plan:\n\n> ${markdown}\n\nQ`);
  });

  it("shortens a longer result to its first 3,000 characters", () => {
    const markdown = "a".repeat(3000) + "b".repeat(500);
    expect(quoteResult({ title: "Plan", markdown }, "Q")).toBe(`About this plan:\n\n> ${"a".repeat(3000)}\n> …(shortened)\n\nQ`);
  });

  it("drops the trailing space where the cut falls", () => {
    const markdown = `${"a".repeat(2998)}  ${"b".repeat(100)}`;
    expect(quoteResult({ title: "Plan", markdown }, "Q")).toBe(`About this plan:\n\n> ${"a".repeat(2998)}\n> …(shortened)\n\nQ`);
  });
});

describe("readHandoff", () => {
  it("reads a well-formed hand-off", () => {
    expect(readHandoff({ handoff: { text: "Idea", tasks: ["A", "B"], productPersonas: true, sourceConversationIds: ["p1"] } })).toEqual({
      text: "Idea",
      tasks: ["A", "B"],
      productPersonas: true,
      sourceConversationIds: ["p1"],
    });
  });

  it("keeps at most five source ids", () => {
    expect(readHandoff({ handoff: { sourceConversationIds: ["1", "2", "3", "4", "5", "6", "7"] } })?.sourceConversationIds).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
  });

  it("drops malformed fields and treats anything but true as no personas", () => {
    expect(readHandoff({ handoff: { text: 3, tasks: ["A", 1], productPersonas: "yes", sourceConversationIds: "p1" } })).toEqual({
      text: undefined,
      tasks: undefined,
      productPersonas: false,
      sourceConversationIds: undefined,
    });
  });

  it("is null without a hand-off", () => {
    expect(readHandoff(null)).toBeNull();
    expect(readHandoff(undefined)).toBeNull();
    expect(readHandoff({})).toBeNull();
    expect(readHandoff({ handoff: "text" })).toBeNull();
    expect(readHandoff({ handoff: null })).toBeNull();
  });
});

describe("readAskInChat", () => {
  it("reads a title and markdown", () => {
    expect(readAskInChat({ askInChat: { title: "Plan", markdown: "# Hi" } })).toEqual({ title: "Plan", markdown: "# Hi" });
  });

  it("is null for blank markdown, wrong types or no attachment", () => {
    expect(readAskInChat({ askInChat: { title: "Plan", markdown: "  \n " } })).toBeNull();
    expect(readAskInChat({ askInChat: { title: 1, markdown: "# Hi" } })).toBeNull();
    expect(readAskInChat({ askInChat: "Plan" })).toBeNull();
    expect(readAskInChat(null)).toBeNull();
  });
});

describe("caseStudyStart", () => {
  const persona = (name: string): Persona => ({ id: name, name, description: `${name} walks dogs`, motivation: "" });

  it("starts with the product's brief, then what was tested (blank tasks not counted)", () => {
    const text = caseStudyStart(
      { name: "Pawdash", idea: "  Last-minute dog walking  ", audience: " Busy dog owners " },
      { personas: [persona("Ana"), persona("Ben")], tasks: ["Book a walk", "  ", "Pay"] },
    );
    expect(text).toBe(
      "Pawdash: Last-minute dog walking\n\nAudience: Busy dog owners\n\n" +
        "Tested the key flow with 2 synthetic users (Ana, Ben) on 2 tasks with the UX Prototype Validator, then wrote up what was found and what to change.",
    );
  });

  it("leaves the audience out when the brief has none, and uses the singular for one user and one task", () => {
    const text = caseStudyStart(
      { name: "Pawdash", idea: "Dog walking", audience: "  " },
      { personas: [persona("Ana")], tasks: ["Book a walk"] },
    );
    expect(text).toBe(
      "Pawdash: Dog walking\n\nTested the key flow with 1 synthetic user (Ana) on 1 task with the UX Prototype Validator, then wrote up what was found and what to change.",
    );
  });

  it("is only what was done without a product brief", () => {
    expect(caseStudyStart(null, { personas: [persona("Ana"), persona("Ben"), persona("Cy")], tasks: ["A", "B", "C", "D"] })).toBe(
      "Tested the key flow with 3 synthetic users (Ana, Ben, Cy) on 4 tasks with the UX Prototype Validator, then wrote up what was found and what to change.",
    );
  });
});

describe("personaFromProduct", () => {
  it("copies the persona with a fresh id, keeping a context only when there is one", () => {
    const withContext = personaFromProduct({ name: "Ana", description: "Nurse", motivation: "Time", context: "Night shifts" });
    const without = personaFromProduct({ name: "Ben", description: "Dev", motivation: "", context: "" });
    expect(withContext).toEqual({ id: expect.any(String), name: "Ana", description: "Nurse", motivation: "Time", context: "Night shifts" });
    expect(without).toEqual({ id: expect.any(String), name: "Ben", description: "Dev", motivation: "" });
    expect(without).not.toHaveProperty("context");
    expect(withContext.id).not.toBe(without.id);
  });
});

describe("the test's personas and the product's", () => {
  const persona = (name: string, description = "Someone"): Persona => ({ id: name, name, description, motivation: "" });

  it("lists the test's personas the product lacks, by name whatever the case, each once", () => {
    const saved = [{ name: "ana", description: "Nurse", motivation: "", context: "" }];
    const unsaved = personasNotInProduct([persona("Ana"), persona("Leo"), persona("leo "), persona("Maya")], saved);
    expect(unsaved.map((p) => p.name)).toEqual(["Leo", "Maya"]);
  });

  it("stores a test's persona within the product's limits, so a long name saved once is not offered again", () => {
    const long = persona("N".repeat(150), "d".repeat(5_000));
    const stored = productPersonaFrom({ ...long, context: "  On the train " });
    expect(stored.name).toHaveLength(PRODUCT_LIMITS.personaNameCharacters);
    expect(stored.description).toHaveLength(PRODUCT_LIMITS.personaFieldCharacters);
    expect(stored.context).toBe("On the train");
    expect(personasNotInProduct([long], [stored])).toEqual([]);
  });

  it("names them as a sentence does", () => {
    expect(namesInProse(["Maya"])).toBe("Maya");
    expect(namesInProse(["Maya", "Leo"])).toBe("Maya and Leo");
    expect(namesInProse(["Maya", "Leo", "Ana"])).toBe("Maya, Leo and Ana");
  });
});
