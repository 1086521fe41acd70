import { MAX_PROTOTYPE_IMAGES } from "../../shared/contracts/validate-ux";
import { goalOf } from "../kit/client-flow";

/** Screens where a user commits to something (lists, orders, pays, books, subscribes): what a test most needs to show. */
const COMMITS = /\b(pay|payment|checkout|order|purchase|buy|book|subscribe|list)\b/i;

const IMAGE_EXTENSION = /\.(png|jpe?g|webp|gif)$/i;
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(IMAGE_EXTENSION, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * The screens a validation shows the model (docs/product.md#ux-prototype-validator): at most
 * MAX_PROTOTYPE_IMAGES, a vision model's image limit, so they are the screens the tasks cross
 * rather than the first few ("Pay now" is rarely among the first three). A task crosses a screen
 * when it is the screen's goal ("List your weekly meal boxes" for "Home cooks list weekly meal
 * boxes", as tasks from a flow are made), names it, or names its main action ("Sign up in one
 * step", from what the screen says). Among those, the screens where users commit (list, order,
 * pay) come first, then the tasks' order; the rest fill what is left. They keep the order they
 * were uploaded in, which is the flow's.
 */
export function screensForTasks<S extends { key: string; name: string }>(
  screens: readonly S[],
  tasks: readonly string[],
  texts: ReadonlyMap<string, string> = new Map(),
  max = MAX_PROTOTYPE_IMAGES,
): S[] {
  if (screens.length <= max) return [...screens];
  const taskWords = tasks.map(words);
  const buttons = (screen: S) =>
    (texts.get(screen.key) ?? "").split("\n").flatMap((line) => /^(?:Button|Link): (.+)$/.exec(line.trim())?.[1] ?? []);
  const ranked = screens.map((screen, index) => {
    const name = words(screen.name);
    const goal = words(goalOf(screen.name.replace(IMAGE_EXTENSION, "")) ?? "");
    const actions = buttons(screen).map(words);
    const first = taskWords.findIndex(
      (task) => (goal.trim() && task === goal) || (name.trim() && task.includes(name)) || actions.some((action) => task.includes(action)),
    );
    const commits = COMMITS.test(screen.name) || buttons(screen).some((label) => COMMITS.test(label));
    return { screen, index, rank: first < 0 ? Infinity : commits ? -1 : first };
  });
  const chosen = new Set(
    [...ranked]
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .slice(0, max)
      .map((r) => r.index),
  );
  return screens.filter((_, index) => chosen.has(index));
}
