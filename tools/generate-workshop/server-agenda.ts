import type { WorkshopPlan, WorkshopRequest } from "./contract";

// The workshop agenda the generator answers with, rendered on the server from the model's plan
// so its clock adds up to the requested duration (docs/product.md#workshop-agenda-that-adds-up).

const HALF_DAY = 240;
const FULL_DAY = 420;

/**
 * Reads "2 hours", "90 minutes", "1h 30m", "1.5 hours", "half-day", "full day" as minutes.
 * Returns null when nothing recognisable is there, so callers can fall back to a default.
 */
export function parseDurationMinutes(text: string): number | null {
  const t = text.toLowerCase();
  if (/half[\s-]?day/.test(t)) return HALF_DAY;
  const days = t.match(/(\d+(?:[.,]\d+)?)\s*(?:-\s*)?days?\b/);
  if (days) return Math.round(Number(days[1]!.replace(",", ".")) * FULL_DAY);
  if (/(full|whole|one)[\s-]?day/.test(t)) return FULL_DAY;
  let minutes = 0;
  let found = false;
  const hours = t.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\b/);
  if (hours) {
    minutes += Number(hours[1]!.replace(",", ".")) * 60;
    found = true;
  }
  const mins = t.match(/(\d+)\s*(?:m|mins?|minutes?)\b/);
  if (mins) {
    minutes += Number(mins[1]);
    found = true;
  }
  if (!found) {
    const bare = t.match(/^\s*(\d+(?:[.,]\d+)?)\s*$/);
    if (!bare) return null;
    const n = Number(bare[1]!.replace(",", "."));
    // A bare small number is hours ("2"), a larger one minutes ("90").
    minutes = n <= 12 ? n * 60 : n;
  }
  const rounded = Math.round(minutes);
  return rounded >= 15 && rounded <= 5 * FULL_DAY ? rounded : null;
}

/** "1 h 30 min", "45 min", "2 h". */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h && m) return `${h} h ${m} min`;
  return h ? `${h} h` : `${m} min`;
}

/**
 * Scales block lengths so they add up to exactly `totalMinutes` (rounded to 5 minutes where
 * possible), whatever the model proposed. Later blocks absorb the rounding remainder.
 */
export function fitBlocksToDuration<T extends { minutes: number }>(blocks: T[], totalMinutes: number): T[] {
  if (blocks.length === 0) return blocks;
  // Every block needs at least a minute: drop trailing blocks when the time is very short.
  if (blocks.length > totalMinutes) blocks = blocks.slice(0, Math.max(1, totalMinutes));
  const proposed = blocks.reduce((sum, b) => sum + Math.max(1, b.minutes), 0);
  const step = totalMinutes % 5 === 0 && totalMinutes >= blocks.length * 5 ? 5 : 1;
  const scaled = blocks.map((b) => Math.max(step, Math.round(((Math.max(1, b.minutes) / proposed) * totalMinutes) / step) * step));
  let diff = totalMinutes - scaled.reduce((a, b) => a + b, 0);
  // Move the remainder onto the longest blocks first, keeping every block at least one step long.
  const order = scaled.map((_, i) => i).sort((a, b) => scaled[b]! - scaled[a]!);
  for (let k = 0; diff !== 0 && k < order.length * 1000; k++) {
    const i = order[k % order.length]!;
    const delta = diff > 0 ? Math.min(diff, step) : Math.max(diff, -(scaled[i]! - step));
    scaled[i]! += delta;
    diff -= delta;
  }
  return blocks.map((b, i) => ({ ...b, minutes: scaled[i]! }));
}

/** The agenda as Markdown: a clock that adds up to the duration (docs/product.md#workshop-agenda-that-adds-up). */
export function renderWorkshopAgenda(plan: WorkshopPlan, request: WorkshopRequest): string {
  const total = parseDurationMinutes(request.duration) ?? plan.blocks.reduce((s, b) => s + b.minutes, 0);
  const blocks = fitBlocksToDuration(plan.blocks, total);
  let clock = 0;
  const lines = [
    `# ${plan.title}`,
    "",
    `${request.workshopType} · ${formatMinutes(total)} · ${request.participants}`,
    "",
    plan.summary,
    "",
    "## Agenda",
  ];
  for (const block of blocks) {
    const start = clock;
    clock += block.minutes;
    lines.push(
      "",
      `### ${formatClock(start)}–${formatClock(clock)} · ${block.title} (${formatMinutes(block.minutes)})`,
      block.activity,
      // Its own paragraph: a single line break would run it into the activity once rendered.
      "",
      `**Output:** ${block.output}`,
    );
  }
  if (plan.materials.length) lines.push("", "## Materials", ...plan.materials.map((m) => `- ${m}`));
  if (plan.followUps.length) lines.push("", "## After the workshop", ...plan.followUps.map((f) => `- ${f}`));
  return lines.join("\n");
}

/** Elapsed time as h:mm from the workshop's start ("0:00", "1:30"). */
function formatClock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}
