import type { WorkshopPlan } from "./contract";
import { capitalize, clipAtWord } from "../kit/server/offline/text-utils";
import { revisedNote, understood, type Instruction } from "../kit/server/refine/instruction";
import { isAbout } from "../kit/server/refine/rewrite";

type Block = WorkshopPlan["blocks"][number];

const BLOCK_HEADING = /^### (\d+):(\d\d)–(\d+):(\d\d) · (.+) \([^()]*\)$/;

/**
 * The plan behind an agenda the server rendered (tools/generate-workshop/server-agenda.ts): title, summary,
 * timed blocks, materials and follow-ups. Null when the text is not in that form.
 */
export function parseAgenda(agenda: string): WorkshopPlan | null {
  const lines = agenda.split("\n");
  const title = lines[0]?.match(/^# (.+)$/)?.[1];
  const agendaAt = lines.indexOf("## Agenda");
  const materialsAt = lines.indexOf("## Materials");
  const followUpsAt = lines.indexOf("## After the workshop");
  if (!title || agendaAt < 0 || materialsAt < agendaAt || followUpsAt < materialsAt) return null;
  const summary = lines.slice(3, agendaAt).join("\n").trim();
  const blocks: Block[] = [];
  for (let i = agendaAt + 1; i < materialsAt; i++) {
    const heading = lines[i]!.match(BLOCK_HEADING);
    if (!heading) continue;
    const [, h1, m1, h2, m2, blockTitle] = heading;
    const minutes = Number(h2) * 60 + Number(m2) - (Number(h1) * 60 + Number(m1));
    let end = i + 1;
    while (end < materialsAt && !lines[end]!.startsWith("**Output:** ") && !BLOCK_HEADING.test(lines[end]!)) end++;
    const activity = lines
      .slice(i + 1, end)
      .join("\n")
      .trim();
    const output = lines[end]?.startsWith("**Output:** ") ? lines[end]!.slice("**Output:** ".length) : "";
    if (!activity || !output) return null;
    blocks.push({ title: blockTitle!, minutes: Math.max(1, minutes), activity, output });
  }
  const list = (from: number, to: number) =>
    lines
      .slice(from + 1, to)
      .filter((l) => l.startsWith("- "))
      .map((l) => l.slice(2));
  const plan = { title, summary, blocks, materials: list(materialsAt, followUpsAt), followUps: list(followUpsAt, lines.length) };
  const valid = plan.summary && plan.blocks.length >= 3 && plan.materials.length >= 1 && plan.followUps.length >= 1;
  return valid ? plan : null;
}

/**
 * The offline refine of a workshop plan: "remove X" drops the blocks (never the opening or the
 * close), materials and follow-ups about X; "shorter" drops a block (the break first), a material
 * and a follow-up; "add X" adds a block for X before the close; an instruction it cannot read is
 * noted in the summary. The server then fits the clock again.
 */
export function refineWorkshopPlan(plan: WorkshopPlan, instruction: Instruction): WorkshopPlan {
  let next: WorkshopPlan = { ...plan, blocks: [...plan.blocks], materials: [...plan.materials], followUps: [...plan.followUps] };
  const target = instruction.removal;
  if (target) {
    const last = next.blocks.length - 1;
    const blocks = next.blocks.filter((b, i) => i === 0 || i === last || !isAbout(`${b.title}\n${b.activity}`, target));
    const keep = <T>(items: T[], text: (item: T) => string) =>
      items.filter((item) => !isAbout(text(item), target)).length > 0
        ? items.filter((item) => !isAbout(text(item), target))
        : items.slice(0, 1);
    next = {
      ...next,
      blocks: blocks.length >= 3 ? blocks : next.blocks,
      materials: keep(next.materials, String),
      followUps: keep(next.followUps, String),
    };
  }
  if (instruction.shorter) {
    if (next.blocks.length > 3) {
      const inner = next.blocks.slice(1, -1);
      const dropAt =
        1 + (inner.findIndex((b) => /^break$/i.test(b.title)) >= 0 ? inner.findIndex((b) => /^break$/i.test(b.title)) : inner.length - 1);
      next.blocks.splice(dropAt, 1);
    }
    if (next.materials.length > 1) next.materials.pop();
    if (next.followUps.length > 1) next.followUps.pop();
  }
  if (instruction.addition && next.blocks.length < 16) {
    const title = clipAtWord(capitalize(instruction.addition), 80);
    next.blocks.splice(next.blocks.length - 1, 0, {
      title,
      minutes: 10,
      activity: clipAtWord(instruction.text, 600),
      output: clipAtWord(`${title} agreed`, 200),
    });
  }
  if (!understood(instruction)) {
    const note = revisedNote(instruction, 280);
    next = { ...next, summary: `${clipAtWord(next.summary, 600 - Array.from(note).length - 1)} ${note}` };
  }
  return next;
}

/** A sentence added to the plan's summary: how a rename or a new audience shows when the plan never named either. */
export function withSummaryLine(plan: WorkshopPlan, line: string): WorkshopPlan {
  return { ...plan, summary: `${clipAtWord(plan.summary, 600 - Array.from(line).length - 1)} ${line}` };
}
