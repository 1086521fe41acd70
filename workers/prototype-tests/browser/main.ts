import { byId, maybeById, showError } from "./dom";
import { answerEase, answerSus, begin, click, giveUp, startTask, type Step } from "./flow";
import { toScreenPoint } from "./geometry";
import type { TesterPageData } from "./page-data";
import { createRenderer } from "./render";
import { batchBody, newBatchId, postBatch, requestSession } from "./requests";
import { readSaved, savedKey, writeSaved, type Saved } from "./saved";
import { createSender, type Sender } from "./sender";

/**
 * The tester's page script (docs/product.md#the-testers-page): keeps the tester's place, turns
 * clicks and key presses into the flow's steps (./flow.ts), hands their events to the sender
 * and shows the stage (./render.ts). No framework: the page draws everything on the server.
 */

/** Least time between two requests with events. */
const SEND_INTERVAL_MS = 3_000;
const MAX_BACKOFF_MS = 30_000;

const data = JSON.parse(byId("test-data").textContent ?? "{}") as TesterPageData;
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
const draw = createRenderer(data);

const persist = () => writeSaved(storage, key, saved);
const sinceStart = () => Date.now() - (saved.session?.startedAt ?? Date.now());
const render = () => draw({ stage: saved.progress.stage, closed, waiting: sender?.waiting() ?? 0 });

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
    post: (batch) => postBatch(data.base, batchBody(saved.session, batch)),
    beacon: (batch) => navigator.sendBeacon(`${data.base}/events`, batchBody(saved.session, batch)),
    newId: newBatchId,
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

let starting = false;

async function startSession(event: SubmitEvent) {
  event.preventDefault();
  // Not disabled while it waits: a disabled button loses the keyboard's focus.
  if (starting) return;
  starting = true;
  byId("intro-error").hidden = true;
  const started = await requestSession(data.base, data.token);
  if (started.ok) {
    saved = { ...saved, session: { ...started.session, startedAt: Date.now() } };
    startSending();
    apply(begin(data, saved.progress, 0, (maybeById("opening") as HTMLTextAreaElement | null)?.value ?? ""));
    return;
  }
  showError("intro-error", started.message);
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

byId("intro-form").addEventListener("submit", (event) => void startSession(event as SubmitEvent));
byId("start").addEventListener("click", () => apply(startTask(data, saved.progress, sinceStart())));
byId("give-up").addEventListener("click", () => apply(giveUp(data, saved.progress, sinceStart())));
byId("stage").addEventListener("click", pressDrawing);
byId("stage").addEventListener("keydown", (event) => {
  if ((event.key === "Enter" || event.key === " ") && (event.target as Element).closest(".keys rect")) {
    event.preventDefault();
    pressDrawing(event);
  }
});
maybeById("ease-form")?.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const value = Number(new FormData(form).get("ease"));
  if (!value) return showError("ease-error", "Choose a number from 1 to 7.");
  byId("ease-error").hidden = true;
  form.reset();
  apply(answerEase(data, saved.progress, sinceStart(), value));
});
maybeById("sus-form")?.addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const answers = Array.from({ length: 10 }, (_, i) => Number(form.get(`sus${i}`)));
  const missing = answers.findIndex((value) => !value);
  if (missing >= 0) return showError("sus-error", `Answer statement ${missing + 1} too: every statement needs an answer.`);
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

// A first visit is the intro the server drew, shown as it is; a reload resumes where the tester was.
if (saved.session) {
  startSending();
  render();
}
