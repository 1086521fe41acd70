import { describe, expect, it } from "vitest";
import { askPersonaRequestSchema } from "../../../shared/contracts/ask-persona";
import { personaAnswerProblems } from "../../../shared/persona-answer-check.mjs";
import { validationResults } from "../../../tools/validate-ux/server-offline";
import { askPersonaAnswer } from "../../../workers/ai/offline/writers/ask-persona";

/**
 * The offline model's synthetic users speak in sentences (issue 32): whatever the persona, task
 * and question, neither the validator's results nor the answers to "Ask {persona}" read like
 * "I'm 34, works rotating shifts", "looking for where to at 'Finished setup?'" or "I had to guess
 * how to get.". A small grammar check over many combinations, not a list of the quoted strings.
 */
function grammarProblems(text: string): string[] {
  const problems: string[] = [];
  const flag = (pattern: RegExp, why: string) => {
    for (const match of text.matchAll(pattern)) problems.push(`${why}: "${match[0]}"`);
  };
  // "I works", "I has": a verb for someone else right after "I" ("was" and adverbs are fine).
  flag(/\bI (?!(?:was|always|perhaps|sometimes|thus|less|us)\b)[a-z]+(?<![su])s\b/g, "third person after I");
  // "I'm 34, works rotating shifts": a description pasted after "I'm" going on in the third person.
  flag(
    /\bI(?:'m| am)\b[^.!?\n]*?, (?:and )?(?:works|lives|uses|wants|needs|has|does|goes|likes|loves|runs|owns|manages|studies|travels|juggles|shops|cooks|commutes|prefers|sells|buys|is|gardens|rents|plans)\b/g,
    "third person after I'm",
  );
  // "where to at 'Finished setup?'": an infinitive with no verb, straight into a preposition or article.
  flag(/\b(?:where|how|what|when|whether) to (?:at|in|on|for|of|with|from|by|to|into|the|a|an|my|your)\b/gi, "no verb after to");
  // "how to get.": a sentence that stops on a verb that needs its object, or on an article or preposition.
  flag(
    /\bto (?:get|make|put|give|bring|send|take|set|find|keep|see|reach|add|choose|pick|open)[.!?:;](?=\s|$)/g,
    "verb without its object",
  );
  flag(/\b(?:the|a|an|to|of|with|at|from|by|into|and|or|my|your)[.!?:;](?=\s|$)/gi, "sentence ends on a word that needs more");
  flag(/\b(\w{2,}) \1\b/gi, "word twice");
  flag(/“”|""|\( ?\)|\s[,.;:!?](?=\s|$)/g, "empty quote or stray punctuation");
  // "how to get through “At “Paid?”, take the “Yes” path””": a whole task quoted as if it were a screen's name.
  flag(/“[^”]*“/g, "quote inside a quote");
  // "When I tried to create your account": a goal quoted in the tester's words ("your") told by or about the persona.
  flag(/\bto (?:\w+ ){1,2}your\b/gi, "your for the persona's own goal");
  return problems;
}

const personas = [
  {
    name: "Dana",
    description: "34, works rotating shifts",
    motivation: "Dinner sorted before a night shift",
    context: "On her phone on the bus",
  },
  { name: "Maya", description: "A busy parent who gardens at weekends", motivation: "Borrow a hedge trimmer for Saturday" },
  { name: "Tom", description: "Returning customer, 58, low vision, uses 200% zoom", motivation: "" },
  {
    name: "Ines",
    description: "Nurse, lives alone, cooks on Sundays",
    motivation: "Sell spare portions to neighbours",
    context: "Evenings, laptop",
  },
  { name: "Sam", description: "student", motivation: "" },
];

const tasks = [
  "At 'Finished setup?', choose Yes",
  // As "Validate this flow" words a decision's path (shared/flow-tasks.ts).
  "At “Got value in first session?”, take the “Yes” path to “Activated user”",
  "Get to 'Finished setup?'",
  "Get",
  "Find a size that fits and add the jacket to the cart",
  "Book a hedge trimmer for Saturday",
  "Checkout",
  "Pay for a weekly box",
  "Order a meal box for Friday.",
  "The onboarding flow",
  "Sign up and list a first meal box",
  // As goals are worded for a tester (shared/flow-tasks.ts).
  "Create your account",
  "Set up your home cook profile",
];

const questions = [
  "How much would you pay for this?",
  "Would you trust them with your card details?",
  "What did you think of the 'Order now' button?",
  "Which step was the hardest?",
  "How did it make you feel?",
  "How long did it take you?",
  "What is your favourite colour?",
  "Would you recommend it to a friend?",
  "Is the price fair for a weekly box?",
];

const screenTexts = [
  "Home\nHeading: Meals this week\nButton: Order a box\nLink: Finished setup?",
  "Checkout\nInput: Card number\nButton: Pay now",
];

const validation = (withScreens: boolean) =>
  validationResults({ personas, tasks, prototypeImages: [], ...(withScreens ? { screenTexts } : {}) } as never, withScreens ? 2 : 0);

describe("the offline synthetic users' grammar", () => {
  it("catches the quoted fragments and their kind", () => {
    expect(grammarProblems("For context, I'm 34, works rotating shifts.")).toHaveLength(1);
    expect(grammarProblems("Dana scanned the prototype looking for where to at 'Finished setup?'.")).toHaveLength(1);
    expect(grammarProblems("I got there in the end, but I had to guess how to get. A clearer label would help.")).toHaveLength(1);
    expect(grammarProblems("I wants a box.")).toHaveLength(1);
    expect(grammarProblems("I could see how to get through “At “Paid?”, take the “Yes” path” right away.")).toHaveLength(1);
    expect(grammarProblems("When I tried to create your account, I had to guess how to set up your profile.")).toHaveLength(2);
    expect(grammarProblems("I was after a box for the week, and I always order at night.")).toEqual([]);
  });

  it("writes validation results in whole sentences for every persona and task", () => {
    const problems = [false, true].flatMap((withScreens) =>
      validation(withScreens).flatMap((r) =>
        grammarProblems([r.behavior, r.feedback, ...r.recommendations].join("\n")).map((p) => `${r.persona} × ${r.task}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("answers every question on its topic, in whole first-person sentences, whoever asks and whatever the result", () => {
    const problems: string[] = [];
    for (const result of validation(true)) {
      const persona = personas.find((p) => p.name === result.persona)!;
      for (const question of questions) {
        const input = askPersonaRequestSchema.parse({ persona, task: result.task, result, question });
        const answer = askPersonaAnswer(input, 2);
        const found = [...grammarProblems(answer), ...personaAnswerProblems(question, answer)];
        problems.push(...found.map((p) => `${persona.name} × ${result.task} × ${question}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
