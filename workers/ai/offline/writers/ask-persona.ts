import type { AskPersonaRequest } from "../../../../shared/contracts/ask-persona";
import { NOTHING_SEEN, questionTopic, sharesWord } from "../../../../shared/persona-answer-check.mjs";
import { personaSide } from "../../../../shared/task-sides.mjs";
import type { ProductBrief } from "../../../../tools/kit/server/model-context";
import { taskToDo } from "../../../../tools/kit/server/offline/idea";
import { bare, firstSentence, lowerFirst } from "../../../../tools/kit/server/offline/text-utils";

/**
 * The offline answer of a synthetic user to a follow-up question (docs/product.md#ask-a-persona):
 * first person, on the question's topic (price, trust, a label, time, a step, a feeling), built
 * only from what the run knows — the product's brief, the task, the simulated result, the screens
 * and who the persona is. What none of that tells is answered "I didn't see anything about that",
 * never made up. The server puts the "Simulated answer" label in front of it.
 */
export function askPersonaAnswer(input: AskPersonaRequest, screens: number, product?: ProductBrief | null): string {
  const { persona, result, question } = input;
  const source = screens > 0 ? `the ${screens === 1 ? "screen" : `${screens} screens`} I saw` : "the prototype";
  const tried = `When I tried to ${taskToDo(input.task)} on ${source}`;
  const said = firstSentence(result.feedback, 200).replace(/^["“]|["”]$/g, "");
  const went = `${tried}, ${/^I\b/.test(said) ? said : lowerFirst(said)}`;
  const easy = result.successRate >= 70;
  const cost = personaSide(persona) === "offer" ? "what I'd charge or what selling costs me" : "what it costs or whether I'd pay it";
  // What the run showed them, sentence by sentence; who they are closes every answer.
  const facts = [product?.idea, product?.notes, input.task, result.feedback, ...result.recommendations, result.behavior]
    .flatMap((text) => (text ?? "").split(/(?<=[.!?])\s+|\n+/).map((sentence) => bare(sentence)))
    .filter(Boolean);
  // Quoted labels, but not the screen one was on ('On "Home" they went for "Borrow now"').
  const quotes = (text: string) => [...text.matchAll(/(\bOn )?[“"]([^”"\n]{2,60})[”"]/g)].filter((m) => !m[1]).map((m) => m[2]!);
  const labels = [result.behavior, result.feedback].flatMap(quotes);
  const helpful = bare((result.recommendations[0] ?? "").replace(/^[^:]{3,80}:\s*/, ""));
  const topic = questionTopic(question);
  const fact = facts.find((sentence) => (topic ? questionTopic(sentence) === topic : sharesWord(question, sentence)));
  const named = /[“"'‘]([^”"'’\n]{2,60})[”"'’]/.exec(question)?.[1];
  const label = labels.find((l) => !named || l.toLowerCase() === named.toLowerCase());
  const quote = fact ? `${topic === "price" ? "All I came across about money was this" : "What I went on"}: “${fact}”.` : "";
  const verdict = easy ? "I'd recommend it to a friend with the same need." : "I wouldn't recommend it until that part is clearer.";
  const byTopic: Record<string, string[]> = {
    price: [quote || `${NOTHING_SEEN}. ${tried}, no price came up, so I can't say ${cost}.`],
    trust: [
      quote || `${NOTHING_SEEN}: nothing on ${source} told me who is behind it.`,
      easy ? "The steps themselves gave me no reason to doubt it." : "Getting lost on the way made me less sure of it.",
    ],
    "a label": label
      ? [`The label I went for was “${label}”.`, easy ? "It matched the words I would use." : "It wasn't how I'd put it, so I hesitated."]
      : [`${NOTHING_SEEN}: I can't name ${named ? `a “${named}” on ${source}` : `a label from ${source}`}.`, went],
    time: [easy ? `It was quick. ${tried}, I went straight for it.` : `It took longer than it should have. ${went}`],
    "a feeling": [`I felt ${result.sentiment}. ${went}`, /recommend/i.test(question) ? verdict : ""],
    "a step": [went, helpful ? `What would have helped me most: ${lowerFirst(helpful)}.` : ""],
  };
  const answer = byTopic[topic ?? ""] ?? [quote || `${NOTHING_SEEN}. I can only tell you how it went. ${went}`];
  const about = [`About me: ${persona.description}`, `What I'm after: ${persona.motivation}`, `Where I'd use it: ${persona.context ?? ""}`];
  const told = about.filter((line) => !line.endsWith(": ")).map((line) => `${bare(line)}.`);
  return [...answer, told.join(" ")].filter(Boolean).join("\n\n");
}
