// The screens a flow implies (docs/product.md#wireframes), whoever draws them: each screen the
// flow names, a form where a step signs the user up, a confirmation after a payment, and an empty
// state for a list a newcomer first sees empty. The prompt hands them to any model, the server
// draws the ones a model left out, the offline model draws them all, and the eval's "flows'
// screens drawn" check reads `missingScreens`. Plain JavaScript (typed in flow-screens.d.mts), so
// the eval, which runs as plain Node, checks with the very rule the server applies.

const SIGN_UP = /\b(sign(s|ing)? ?up|register|creates? (an |the |your )?account|log ?in|sign ?in)\b/i;
const PAYMENT = /\b(pay(s|ing|ment)?|checkout|check out|purchase|buy|orders?|subscribe)\b/i;
const LIST = /\b(list|browse|search|results|feed|catalog(ue)?|inbox|dashboard|orders|bookings)\b/i;
// A landing page, a form or a checkout is not a list, whatever else its name says ("Set up your home cook profile").
const NOT_LIST = /\b(landing|welcome|sign ?up|set ?up|setup|profile|settings|checkout|pay(ment)?)\b/i;
const DONE = /\b(success|done|confirm\w*|thank\w*|complete\w*|ready|booked|ordered|paid|activated)\b/i;
const STEP_TYPES = new Set(["userAction", "action", "systemAction"]);

/** The flow's node ids in the order a user meets them (breadth-first from where it starts). */
function inFlowOrder(flow, outgoing) {
  const hasIncoming = new Set(flow.edges.map((edge) => edge.target));
  const starts = flow.nodes.filter((node) => node.type === "start" || !hasIncoming.has(node.id)).map((node) => node.id);
  const order = [];
  const seen = new Set();
  const queue = starts.length > 0 ? [...starts] : flow.nodes.slice(0, 1).map((node) => node.id);
  while (queue.length > 0) {
    const id = queue.shift();
    if (seen.has(id)) continue;
    seen.add(id);
    order.push(id);
    queue.push(...(outgoing.get(id) ?? []));
  }
  for (const node of flow.nodes) if (!seen.has(node.id)) order.push(node.id);
  return order;
}

/** A payment step: one that pays, not a sign-up that mentions ordering ("Signs up to order") nor a list of orders. */
const pays = (node) =>
  (STEP_TYPES.has(node.type) || node.type === "screen") &&
  PAYMENT.test(node.data.label) &&
  !SIGN_UP.test(node.data.label) &&
  !LIST.test(node.data.label);

/** What a confirmation says, in the user's words, never the flow's ("Activated user"): what was paid for is confirmed. */
const confirmed = (paidFor) => (/subscri|renew|plan\b/i.test(paidFor) ? "Subscription confirmed" : "Order confirmed");

/**
 * The flow with a confirmation after each payment that leads on to another screen without one
 * ("Pay now" → "Choose a plan"): a success endpoint spliced in after the payment, which the
 * screens below draw as its confirmation.
 */
function withConfirmations(flow) {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const nodes = [...flow.nodes];
  let edges = [...flow.edges];
  for (const node of flow.nodes.filter(pays)) {
    // What follows the payment up to the next screen: a success endpoint or a "done" screen confirms it.
    const seen = new Set([node.id]);
    const walk = edges.filter((edge) => edge.source === node.id).map((edge) => edge.target);
    let confirmedAlready = false;
    while (walk.length > 0 && !confirmedAlready) {
      const next = byId.get(walk.shift());
      if (!next || seen.has(next.id)) continue;
      seen.add(next.id);
      confirmedAlready = next.type === "endpoint" ? next.data.status === "success" : DONE.test(next.data.label);
      if (next.type !== "screen") walk.push(...edges.filter((edge) => edge.source === next.id).map((edge) => edge.target));
    }
    if (confirmedAlready) continue;
    const id = `${node.id}-done`.slice(0, 64);
    nodes.push({ id, type: "endpoint", data: { label: confirmed(node.data.label), status: "success" } });
    edges = [
      ...edges.map((edge) => (edge.source === node.id ? { ...edge, id: `${edge.id}-after`, source: id } : edge)),
      { id: `${id}-in`, source: node.id, target: id },
    ];
  }
  return { nodes, edges };
}

/**
 * Every screen the flow implies, in the order a user meets them, each with the screens it leads
 * to. Nodes typed "screen" are screens; a flow without any has its user steps drawn as screens.
 */
export function flowScreens(drawnFlow) {
  const flow = withConfirmations(drawnFlow);
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const outgoing = new Map();
  for (const edge of flow.edges) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target]);
  const order = inFlowOrder(flow, outgoing);
  const labelOf = (id) => byId.get(id)?.data.label ?? id;
  const typed = order.filter((id) => byId.get(id)?.type === "screen");

  /** The payment before `at` with no confirmation after it, if any. */
  const paidBefore = (at) => {
    const paid = order.findIndex((id, i) => i < at && pays(byId.get(id)));
    const done = (id) => needs.get(id)?.need === "confirmation" || (byId.get(id)?.type === "screen" && DONE.test(labelOf(id)));
    return paid >= 0 && !order.slice(paid, at).some(done) ? labelOf(order[paid]) : null;
  };

  // Which node each needed screen stands for: a step that implies a screen gets one of its own.
  const needs = new Map();
  for (const [at, id] of order.entries()) {
    const node = byId.get(id);
    const name = node.data.label;
    if (node.type === "screen" || (typed.length === 0 && (node.type === "userAction" || node.type === "action")))
      needs.set(id, { id, name, need: "screen" });
    else if (STEP_TYPES.has(node.type) && SIGN_UP.test(name) && !typed.some((screen) => SIGN_UP.test(labelOf(screen))))
      needs.set(id, { id, name: "Sign up", need: "form" });
    else if (node.type === "endpoint" && node.data.status === "success" && paidBefore(at))
      needs.set(id, { id, name: confirmed(paidBefore(at)), need: "confirmation" });
  }

  /** The needed screens reachable from `from` without passing another, with the step on the way. */
  const nextOf = (from) => {
    const found = [];
    const visited = new Set([from]);
    const walk = (outgoing.get(from) ?? []).map((id) => ({ id, via: null }));
    while (walk.length > 0) {
      const { id, via } = walk.shift();
      if (visited.has(id)) continue;
      visited.add(id);
      const node = byId.get(id);
      if (!node) continue;
      const need = needs.get(id);
      // A user's sign-up step drawn as a form is the step the button leading to it takes (not the system's step).
      if (need)
        found.push({ id, name: need.name, via: via ?? (need.need === "form" && node.type !== "systemAction" ? node.data.label : null) });
      else {
        const step = via ?? (["action", "userAction"].includes(node.type) ? node.data.label : null);
        walk.push(...(outgoing.get(id) ?? []).map((target) => ({ id: target, via: step })));
      }
    }
    return found;
  };

  return [...needs.values()].flatMap((screen) => {
    const drawn = { ...screen, next: nextOf(screen.id) };
    if (screen.need !== "screen" || !LIST.test(screen.name) || NOT_LIST.test(screen.name)) return [drawn];
    // A list a newcomer opens is empty at first: its empty state is a screen of its own.
    return [
      drawn,
      { id: `${screen.id}-empty`.slice(0, 64), name: `${screen.name} (empty)`.slice(0, 80), need: "empty", stateOf: screen.id, next: [] },
    ];
  });
}

const same = (a, b) =>
  String(a ?? "")
    .trim()
    .toLowerCase() ===
  String(b ?? "")
    .trim()
    .toLowerCase();
const isForm = (screen) =>
  SIGN_UP.test(screen.name) || (screen.components ?? []).some((c) => c.type === "input" && /e-?mail|password/i.test(c.text ?? ""));

/**
 * The needed screens a drawn set leaves out. A screen counts when it has the needed screen's id
 * or name; a sign-up form also when a screen asks for an e-mail or password, a confirmation when
 * a screen says it is done, an empty state when its list has a screen in the "empty" state.
 */
export function missingScreens(flow, drawn) {
  const listName = (id) => flow.nodes.find((node) => node.id === id)?.data.label;
  return flowScreens(flow).filter((needed) => {
    if (drawn.some((screen) => same(screen.id, needed.id) || same(screen.name, needed.name))) return false;
    switch (needed.need) {
      case "form":
        return !drawn.some(isForm);
      case "confirmation":
        return !drawn.some((screen) => (screen.state ?? "default") === "default" && DONE.test(screen.name));
      case "empty": {
        const list = drawn.find((screen) => same(screen.id, needed.stateOf) || same(screen.name, listName(needed.stateOf)));
        return !drawn.some(
          (screen) => screen.state === "empty" && (same(screen.stateOf, needed.stateOf) || same(screen.stateOf, list?.id)),
        );
      }
      default:
        return true;
    }
  });
}
