import { LINKING_COMPONENT_TYPES, type WireframeComponent, type WireframeScreen, type WireframeSet } from "./contracts/wireframes";

/**
 * Where a prototype test's screens lead (docs/product.md#prototype-tests): which component a
 * click hit, and the path through the links a task expects. The server decides hits with these
 * (never the tester's page), and the results page draws its heatmap with the same rule.
 */

/** A component a tester can follow: a linking type that names a screen. */
function leadsSomewhere(component: WireframeComponent): component is WireframeComponent & { target: string } {
  return component.target !== undefined && LINKING_COMPONENT_TYPES.includes(component.type);
}

/**
 * The topmost link whose box holds the point, or null (a misclick). Boxes are half-open, as
 * pixels are: a component at x 0 and 100 wide covers x 0 to 99, and x 100 is the next pixel's,
 * so two links side by side never both own a click. The last drawn lies on top, so it wins.
 */
export function linkAt(screen: WireframeScreen, x: number, y: number): WireframeComponent | null {
  for (let i = screen.components.length - 1; i >= 0; i--) {
    const component = screen.components[i]!;
    if (!leadsSomewhere(component)) continue;
    if (x >= component.x && x < component.x + component.width && y >= component.y && y < component.y + component.height) return component;
  }
  return null;
}

/** The screens one screen links to, in drawing order, each once. */
function linkedScreens(screen: WireframeScreen): string[] {
  const targets: string[] = [];
  for (const component of screen.components) {
    if (leadsSomewhere(component) && !targets.includes(component.target)) targets.push(component.target);
  }
  return targets;
}

/**
 * The fewest screens from start to goal, both included, following links breadth first in drawing
 * order (so of two equally short paths the one through the first-drawn link is expected); null
 * when the goal cannot be reached, or either screen is not in the set.
 */
export function shortestPath(set: WireframeSet, startScreenId: string, goalScreenId: string): string[] | null {
  const screens = new Map(set.screens.map((screen) => [screen.id, screen]));
  if (!screens.has(startScreenId) || !screens.has(goalScreenId)) return null;
  const cameFrom = new Map<string, string | null>([[startScreenId, null]]);
  const queue = [startScreenId];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head]!;
    if (id === goalScreenId) {
      const path: string[] = [];
      for (let at: string | null = id; at !== null; at = cameFrom.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const next of linkedScreens(screens.get(id)!)) {
      if (cameFrom.has(next) || !screens.has(next)) continue;
      cameFrom.set(next, id);
      queue.push(next);
    }
  }
  return null;
}

/**
 * What is wrong with a task's path, in the owner's words, or null. A given expected path must
 * start at the start screen, reach the goal only at its end and step only along links; without
 * one, the goal must be reachable through the links, since the shortest path becomes the expected one.
 */
export function checkExpectedPath(
  set: WireframeSet,
  task: { startScreenId: string; goalScreenId: string; expectedPath?: readonly string[] | undefined },
): string | null {
  const screens = new Map(set.screens.map((screen) => [screen.id, screen]));
  const name = (id: string) => screens.get(id)?.name ?? id;
  const start = screens.get(task.startScreenId);
  const goal = screens.get(task.goalScreenId);
  if (!start) return "The start screen is not one of the wireframes";
  if (!goal) return "The goal screen is not one of the wireframes";
  const path = task.expectedPath;
  if (path === undefined || path.length === 0) {
    return shortestPath(set, start.id, goal.id) === null ? `No links lead from ${start.name} to ${goal.name}` : null;
  }
  const unknown = path.find((id) => !screens.has(id));
  if (unknown !== undefined) return `The expected path names a screen that is not one of the wireframes (${unknown})`;
  if (path[0] !== start.id) return `The expected path must start at the start screen, ${start.name}`;
  if (path[path.length - 1] !== goal.id) return `The expected path must end at the goal screen, ${goal.name}`;
  // Reaching the goal ends the task, so a path through it earlier could never be followed to the end.
  if (path.indexOf(goal.id) < path.length - 1)
    return `The expected path reaches the goal screen, ${goal.name}, before its end, where the task already ends`;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (!linkedScreens(screens.get(from)!).includes(to)) return `Nothing on ${name(from)} links to ${name(to)}`;
  }
  return null;
}
