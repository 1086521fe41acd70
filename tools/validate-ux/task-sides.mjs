// Which tasks each synthetic user takes, whoever runs the test: the offline validator, the prompt
// for any model, and the eval's "persona × task" check. Plain JavaScript (typed in
// task-sides.d.mts), so the eval, which runs as plain Node, applies the very rule the server does.

/** Words after a verb that show it is one ("Pays for", "Opens the"), so the word before is no people. */
const AFTER_VERB = /^(the|a|an|your|their|his|her|it|up|in|on|out|off|for|to|with|back|through|from)$/i;

/**
 * The people a task's step names first, as a persona would describe themselves: "Get through the
 * “Home cooks list weekly meal boxes” screen" names home cooks (or, failing that, cooks);
 * "Neighbours order …" neighbours. Null when the step starts with what to do ("Choose a plan").
 */
function peopleNamed(task) {
  const words = (/“([^”]+)”/.exec(task)?.[1] ?? task).split(/\s+/);
  // A plural that something follows and that is not a verb: "Neighbours order", not "Notification settings" nor "Pays for".
  const at = [0, 1].find((i) => /^\p{L}+[^s\W]s$/u.test(words[i] ?? "") && !!words[i + 1] && !AFTER_VERB.test(words[i + 1]));
  if (at === undefined) return null;
  const singular = words.slice(0, at + 1).map((word) => word.toLowerCase().replace(/s$/, ""));
  const phrases = [singular.join(" "), ...(singular.length > 1 ? [singular.at(-1)] : [])];
  return phrases.map((phrase) => new RegExp(`\\b${phrase.replace(/[^\p{L} -]/gu, "")}s?\\b`, "iu"));
}

/**
 * Which tasks each synthetic user takes (docs/product.md#ux-prototype-validator). A marketplace has
 * two sides, and each side's persona takes its own side's tasks: a task whose step names people
 * ("Home cooks list…", "Neighbours order…") goes to the personas who say they are such people;
 * when none does, to the personas of no named side (else to all). Every other task goes to all.
 */
export function tasksByPersona(personas, tasks) {
  const text = (p) => [p.name, p.description, p.motivation, p.context].filter(Boolean).join(" ");
  const named = tasks.map(peopleNamed);
  // Whether each persona is of the people each task names, by the first phrase that says so at all.
  const member = personas.map((p) =>
    named.map((res) => {
      const re = res?.find((r) => personas.some((other) => r.test(text(other))));
      return !!re && re.test(text(p));
    }),
  );
  const ofSomeSide = member.map((row) => row.some(Boolean));
  const takers = tasks.map((_, t) => {
    if (!named[t]) return personas.map(() => true);
    const side = member.map((row) => row[t]);
    if (side.some(Boolean)) return side;
    const sideless = ofSomeSide.map((of) => !of);
    return sideless.some(Boolean) ? sideless : personas.map(() => true);
  });
  return personas.map((persona, p) => ({ persona, tasks: tasks.filter((_, t) => takers[t][p]) }));
}
