// Which side of a marketplace a person or a task is on, and so which tasks each synthetic user
// takes, whoever runs the test: the offline validator, the prompt for any model, the eval's
// "persona × task" check, and the goals made from a flow (shared/flow-tasks.ts).
// Plain JavaScript (typed in task-sides.d.mts), so the eval, which runs as plain Node, applies the
// very rule the server does.

/** What the offering side does or is called (sells, lists, cooks, hosts, lends …). */
const OFFER =
  /\b(?:(?:sell|list|cook|bake|host|lend|teach|tutor|coach|offer)(?:s|es|ed|ing)?|sold|lent|taught|rent(?:s|ed|ing)? out|(?:sell|lend|bak|teach)ers?|chefs?|vendors?)\b/giu;
/** What the taking side does or is called (orders, buys, books, borrows, subscribes …). */
const TAKE =
  /\b(?:(?:order|buy|book|borrow|rent|subscribe|renew|hire|browse|pay)(?:s|es|ed|ing|d)?|bought|(?:buy|borrow|rent|subscrib)ers?|customers?|guests?|diners?|shoppers?|clients?)\b/giu;
/**
 * Words before one of the above that make it not what the person does: someone they buy from
 * ("orders from home cooks", "without cooking"), a compound ("home-cooked"), a negation ("rarely
 * cooks") or what they lack for it ("no time to cook").
 */
const NOT_THEIRS =
  /(?:\b(?:from|for|with|without|of|by)\s+(?:\p{L}+\s+)?|-|\b(?:not|never|rarely|seldom|hardly|no|\p{L}+n['’]t)\s+|\b(?:time|energy|tired|busy)\s+to\s+)$/iu;

/** Where the first word of a side is in `text` (-1 if none); with `own`, only what the person does. */
function firstAt(words, text, own) {
  for (const match of text.matchAll(words)) if (!own || !NOT_THEIRS.test(text.slice(0, match.index))) return match.index;
  return -1;
}

/**
 * The side a task is on, by the first word of a side in it, its verb or its content: "List your
 * weekly meal boxes" and "Set up your home cook profile" offer, "Order a weekly meal box" and
 * "Choose a plan that renews every week" take. Null for a step every user takes ("Create your account").
 */
export function taskSide(task) {
  const [offer, take] = [firstAt(OFFER, task, false), firstAt(TAKE, task, false)];
  if (offer < 0 && take < 0) return null;
  return take < 0 || (offer >= 0 && offer <= take) ? "offer" : "take";
}

/**
 * The side a persona is on, by what they do as they describe themselves: offering when they sell,
 * list, cook … at all, since who offers often says whom to ("wants to sell boxes to her
 * neighbours"); else taking when they order, buy, book …; else none.
 */
export function personaSide(persona) {
  const text = [persona.name, persona.description, persona.motivation, persona.context].filter(Boolean).join(". ");
  if (firstAt(OFFER, text, true) >= 0) return "offer";
  return firstAt(TAKE, text, true) >= 0 ? "take" : null;
}

/**
 * Which tasks each synthetic user takes (docs/product.md#ux-prototype-validator). When the tasks
 * hold both sides of a marketplace, each side's persona takes its own side's tasks and both take
 * the shared ones (signing up). A side no persona is on goes to the personas of no side, else to
 * all. Tasks of one side only are no marketplace: everyone takes every task.
 */
export function tasksByPersona(personas, tasks) {
  const sideOfTask = tasks.map(taskSide);
  if (!sideOfTask.includes("offer") || !sideOfTask.includes("take")) return personas.map((persona) => ({ persona, tasks: [...tasks] }));
  const sides = personas.map(personaSide);
  const takers = (side) => {
    if (side === null || sides.includes(side)) return sides.map((s) => side === null || s === side);
    return sides.includes(null) ? sides.map((s) => s === null) : sides.map(() => true);
  };
  const byTask = sideOfTask.map(takers);
  return personas.map((persona, p) => ({ persona, tasks: tasks.filter((_, t) => byTask[t][p]) }));
}
