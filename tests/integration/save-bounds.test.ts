import { describe, expect, it } from "vitest";
import { EDITED_BY_HAND, MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import { WIREFRAME_LIMITS, type WireframeScreen } from "../../shared/contracts/wireframes";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { call, signedInUser } from "./auth-helpers";
import { storedVersions } from "./stored-result";

type Me = Awaited<ReturnType<typeof signedInUser>>;

const save = (me: Me, body: unknown) => call("POST", "/api/conversations", { cookie: me.cookie, body });
const savedId = async (response: Response) => ((await response.json()) as { conversation: { id: string } }).conversation.id;

/** A saved launch plan as the API carries it: the brief, Version 1's part, then a note and a part per later version. */
function planWithVersions(versions: number) {
  const later = Array.from({ length: versions - 1 }, (_, n) => [
    { role: "user", content: EDITED_BY_HAND },
    { role: "assistant", content: `# Plan v${n + 2}` },
  ]).flat();
  return {
    tool: "launch-assistant",
    messages: [{ role: "user", content: "Launch plan: a tool library" }, { role: "assistant", content: "# Plan v1" }, ...later],
  };
}

/** A phone wireframe set of `count` screens, as its saved parts (one per screen). */
function wireframeParts(count: number): string[] {
  const screens: WireframeScreen[] = Array.from({ length: count }, (_, n) => ({
    id: `screen-${n + 1}`,
    name: `Screen ${n + 1}`,
    state: "default",
    components: [{ id: "title", type: "heading", x: 16, y: 16, width: 200, height: 40, text: `Screen ${n + 1}` }],
  }));
  const set = { device: "phone" as const, screens };
  return screens.map((screen) => screenMarkdown(screen, set));
}

const wireframeSave = (parts: string[]) => ({
  tool: "generate-wireframes",
  messages: [{ role: "user", content: "Wireframes (phone): Book a walk" }, ...parts.map((content) => ({ role: "assistant", content }))],
});

const TOO_MANY_SCREENS = `A wireframe set has at most ${WIREFRAME_LIMITS.screens} screens`;

describe("a save holds a result to the bounds its tool works within", () => {
  it("counts versions, not notes: the brief, Version 1 and 49 edits are kept, one edit more is refused", async () => {
    const me = await signedInUser("save-versions");
    const atCap = await save(me, planWithVersions(MAX_RESULT_VERSIONS));
    expect(atCap.status).toBe(201);
    expect(await storedVersions(await savedId(atCap))).toHaveLength(MAX_RESULT_VERSIONS);

    const overCap = await save(me, planWithVersions(MAX_RESULT_VERSIONS + 1));
    expect(overCap.status).toBe(400);
    expect(await overCap.json()).toEqual({
      error: { code: "validation_error", message: TOO_MANY_VERSIONS_MESSAGE, fields: { messages: TOO_MANY_VERSIONS_MESSAGE } },
    });
  });

  it("keeps a wireframe set of 24 screens and refuses 25, saved whole or edited by hand", async () => {
    const me = await signedInUser("save-screens");
    const full = await save(me, wireframeSave(wireframeParts(WIREFRAME_LIMITS.screens)));
    expect(full.status).toBe(201);
    const id = await savedId(full);

    const tooMany = await save(me, wireframeSave(wireframeParts(WIREFRAME_LIMITS.screens + 1)));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: { code: "validation_error", message: TOO_MANY_SCREENS } });

    const edit = (parts: string[]) =>
      call("POST", `/api/conversations/${id}/versions`, { cookie: me.cookie, body: { note: EDITED_BY_HAND, parts } });
    const keptEdit = await edit(wireframeParts(WIREFRAME_LIMITS.screens));
    expect(keptEdit.status).toBe(201);
    const refusedEdit = await edit(wireframeParts(WIREFRAME_LIMITS.screens + 1));
    expect(refusedEdit.status).toBe(400);
    expect((await storedVersions(id)).map((version) => version.parts.length)).toEqual([WIREFRAME_LIMITS.screens, WIREFRAME_LIMITS.screens]);
  });

  it("refuses a save of a wireframe set past 24 screens in a later version too", async () => {
    const me = await signedInUser("save-screens-later");
    const [first, ...rest] = wireframeParts(WIREFRAME_LIMITS.screens + 1);
    const body = wireframeSave([first!]);
    body.messages.push(
      { role: "user", content: EDITED_BY_HAND },
      ...rest.concat(first!).map((content) => ({ role: "assistant", content })),
    );
    const saved = await save(me, body);
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_SCREENS);
  });
});
