import { answerEase, answerSus, begin, click, giveUp, startTask, type Stage, type Step } from "./flow";
import { toScreenPoint } from "./geometry";
import type { TesterPageData } from "./page-data";
import { readSaved, savedKey, writeSaved, type Saved } from "./saved";
import { createSender, type Batch, type SendResult, type Sender } from "./sender";

/**
 * The tester's page script (docs/product.md#the-testers-page): shows one stage of the page the
 * server drew at a time, turns clicks and key presses into the flow's steps (./flow.ts), and
 * hands the events to the sender. No framework: the page draws everything on the server.
 */

/** Least time between two requests with events. */
const SEND_INTERVAL_MS = 3_000;
const MAX_BACKOFF_MS = 30_000;

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
/** The ease and SUS sections are only on the page when the test asks them. */
const maybe = (id: string) => document.getElementById(id);
const data = JSON.parse($("test-data").textContent ?? "{}") as TesterPageData;
const storage = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
})();
const key = savedKey(data.testId);
let saved: Saved = readSaved(storage, key);
let sender: Sender | null = null;
let closed = false;
let shown = "";

const persist = () => writeSaved(storage, key, saved);
const sinceStart = () => Date.now() - (saved.session?.startedAt ?? Date.now());

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function body(batch: Batch): string {
  return JSON.stringify({ sessionId: saved.session?.id, sessionToken: saved.session?.token, batchId: batch.id, events: batch.events });
}

async function post(batch: Batch): Promise<SendResult> {
  const response = await fetch(`${data.base}/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body(batch),
  });
  await response.body?.cancel();
  if (response.ok) return { kind: "stored" };
  // Refused whole: sending it again would be refused again.
  if (response.status === 400 || response.status === 413) return { kind: "refused" };
  // The test was closed or deleted, or the session is no more: nothing will be stored.
  if ([401, 403, 404, 409, 410].includes(response.status)) return { kind: "closed" };
  const seconds = Number(response.headers.get("Retry-After"));
  return { kind: "retry", afterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
}

function startSending() {
  sender = createSender({
    interval: SEND_INTERVAL_MS,
    maxBackoff: MAX_BACKOFF_MS,
    batchEvents: data.batchEvents,
    outbox: saved.outbox,
    save(outbox) {
      saved = { ...saved, outbox };
      persist();
    },
    post,
    beacon: (batch) => navigator.sendBeacon(`${data.base}/events`, body(batch)),
    newId,
    now: () => performance.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    onIdle: render,
    onClosed() {
      closed = true;
      render();
    },
  });
}

/** One step of the flow: its place saved first, then its events handed over (which saves again). */
function apply(step: Step) {
  saved = { ...saved, progress: step.progress };
  persist();
  sender?.add(step.events);
  render();
}

const SECTIONS = ["intro", "card", "prototype", "ease", "sus", "done", "closed"];

function stageKey(stage: Stage): string {
  return stage.kind === "prototype" ? `prototype:${stage.task}:${stage.screenId}` : `${stage.kind}:${"task" in stage ? stage.task : ""}`;
}

const taskLabel = (task: number) => `Task ${task + 1} of ${data.tasks.length}`;
const endedLabel = (task: number, after: "goal" | "gave-up") =>
  after === "goal" ? `Task ${task + 1} done: you reached the goal.` : `Task ${task + 1} ended.`;

function setStatus(id: string, text: string) {
  const status = $(id);
  status.textContent = text;
  status.hidden = !text;
}

/** Shows the stage the tester is at; a new stage takes the focus, so a screen reader says where they are. */
function render() {
  const stage = saved.progress.stage;
  const section = closed ? "closed" : stage.kind;
  for (const id of SECTIONS) {
    const element = maybe(id);
    if (element) element.hidden = id !== section;
  }
  let focus: HTMLElement | SVGElement | null = $(section).querySelector("h1");
  if (stage.kind === "card" && !closed) {
    $("card-step").textContent = taskLabel(stage.task);
    $("card-task").textContent = data.tasks[stage.task]!.text;
    setStatus("card-status", stage.after ? endedLabel(stage.task - 1, stage.after) : "");
  } else if (stage.kind === "prototype" && !closed) {
    $("bar-step").textContent = `${taskLabel(stage.task)}:`;
    $("bar-task").textContent = data.tasks[stage.task]!.text;
    for (const screen of document.querySelectorAll<HTMLElement>("[data-screen]")) {
      screen.hidden = screen.dataset.screen !== stage.screenId;
      if (!screen.hidden) focus = screen.querySelector("svg");
    }
  } else if (stage.kind === "ease" && !closed) {
    setStatus("ease-status", endedLabel(stage.task, stage.after));
  } else if (stage.kind === "done" && !closed) {
    const sending = (sender?.waiting() ?? 0) > 0;
    $("done-status").textContent = sending ? "Sending your answers…" : "Your answers are in. You can close this page now.";
  }
  const next = closed ? "closed" : stageKey(stage);
  // The intro keeps the page's own start; any later stage (also after a reload) takes the focus.
  if (next !== shown) {
    if (shown || stage.kind !== "intro") focus?.focus();
    shown = next;
  }
}

function fail(id: string, message: string) {
  const error = $(id);
  error.textContent = message;
  error.hidden = false;
}

let starting = false;

async function startSession(event: SubmitEvent) {
  event.preventDefault();
  // Not disabled while it waits: a disabled button loses the keyboard's focus.
  if (starting) return;
  starting = true;
  $("intro-error").hidden = true;
  try {
    const response = await fetch(`${data.base}/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: data.token }),
    });
    const answer = (await response.json().catch(() => null)) as {
      sessionId?: string;
      sessionToken?: string;
      error?: { message?: string };
    } | null;
    if (response.ok && answer?.sessionId && answer.sessionToken) {
      saved = { ...saved, session: { id: answer.sessionId, token: answer.sessionToken, startedAt: Date.now() } };
      startSending();
      apply(begin(data, saved.progress, 0, (maybe("opening") as HTMLTextAreaElement | null)?.value ?? ""));
      return;
    }
    fail(
      "intro-error",
      answer?.error?.message ??
        (response.status === 429
          ? "Too many tests were started from your network. Please try again in a few minutes."
          : "The test could not start. Please reload the page and try again."),
    );
  } catch {
    fail("intro-error", "The test could not start. Check your connection and try again.");
  }
  starting = false;
}

/** A click on the drawing, from a mouse or a finger, or a key press on one of its components. */
function pressDrawing(event: MouseEvent | KeyboardEvent) {
  const target = event.target as Element;
  const svg = target.closest("svg");
  const part = target.closest<SVGElement>(".keys rect");
  if (!svg) return;
  let point: { x: number; y: number };
  if (event instanceof MouseEvent && event.detail > 0) {
    point = toScreenPoint({ x: event.clientX, y: event.clientY }, svg.getBoundingClientRect(), data);
  } else if (part) {
    // The keyboard, or a screen reader's click (no pointer position): the component's own point.
    point = { x: Number(part.dataset.x), y: Number(part.dataset.y) };
  } else return;
  apply(click(data, saved.progress, sinceStart(), point.x, point.y));
}

$("intro-form").addEventListener("submit", (event) => void startSession(event as SubmitEvent));
$("start").addEventListener("click", () => apply(startTask(data, saved.progress, sinceStart())));
$("give-up").addEventListener("click", () => apply(giveUp(data, saved.progress, sinceStart())));
$("stage").addEventListener("click", pressDrawing);
$("stage").addEventListener("keydown", (event) => {
  if ((event.key === "Enter" || event.key === " ") && (event.target as Element).closest(".keys rect")) {
    event.preventDefault();
    pressDrawing(event);
  }
});
maybe("ease-form")?.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const value = Number(new FormData(form).get("ease"));
  if (!value) return fail("ease-error", "Choose a number from 1 to 7.");
  $("ease-error").hidden = true;
  form.reset();
  apply(answerEase(data, saved.progress, sinceStart(), value));
});
maybe("sus-form")?.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const answers = Array.from({ length: 10 }, (_, i) => Number(form.get(`sus${i}`)));
  const missing = answers.findIndex((value) => !value);
  if (missing >= 0) return fail("sus-error", `Answer statement ${missing + 1} too: every statement needs an answer.`);
  apply(answerSus(data, saved.progress, sinceStart(), answers));
});
// Leaving (another tab, closing, going away): whatever is waiting goes by beacon, once per hiding.
let hiddenSent = false;
const leave = () => {
  if (!hiddenSent) sender?.leave();
  hiddenSent = true;
};
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") leave();
  else hiddenSent = false;
});
window.addEventListener("pagehide", leave);

if (saved.session) startSending();
render();
