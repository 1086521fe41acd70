import { describe, expect, it } from "vitest";
import { caseStudyRequestSchema } from "../../tools/case-study-generator/contract";
import { uxFeedbackRequestSchema } from "../../tools/ux-feedback/contract";
import { validateUxResponseSchema, SENTIMENTS } from "../../shared/contracts/validate-ux";
import { validateUxRequestSchema } from "../../tools/validate-ux/contract";
import { WORKSHOP_TYPES, workshopRequestSchema } from "../../tools/generate-workshop/contract";
import { parseDurationMinutes } from "../../tools/generate-workshop/server-agenda";
import { readSseFrames } from "../../app/lib/sse";
import { call, signedInUser } from "./auth-helpers";
import { PNG_1X1, upload } from "./upload-helpers";

const persona = { id: "p1", name: "Maya", description: "Busy parent, first-time gardener", motivation: "Borrow a trimmer this weekend" };
const validBody = {
  prototypeUrl: "https://www.figma.com/proto/abc/garden-tools",
  prototypeImages: [] as string[],
  personas: [persona],
  tasks: ["Find a hedge trimmer nearby"],
};
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_1X1))}`;

type ErrorBody = { error: { code: string; message: string } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

async function uploadKey(cookie: string): Promise<string> {
  const response = await upload(cookie, PNG_1X1, { multipart: true });
  return ((await response.json()) as { upload: { key: string } }).upload.key;
}

describe("designer tool contracts", () => {
  it("validate-ux: drops blank tasks, needs a persona, a task and a prototype", () => {
    const parsed = validateUxRequestSchema.parse({ ...validBody, tasks: ["  Find it ", "", "   ", "Book it"] });
    expect(parsed.tasks).toEqual(["Find it", "Book it"]);
    const message = (body: unknown) => validateUxRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...validBody, personas: [] })).toBe("Please add at least one persona to test");
    expect(message({ ...validBody, tasks: ["", "  "] })).toBe("Please specify tasks for users to complete");
    expect(message({ ...validBody, prototypeUrl: "  " })).toBe("Please provide a prototype URL or upload screens");
    expect(message({ ...validBody, personas: [{ ...persona, name: " " }] })).toBe("Please fill in persona name and description");
    expect(message({ ...validBody, personas: [{ ...persona, description: "" }] })).toBe("Please fill in persona name and description");
    expect(validateUxRequestSchema.safeParse({ ...validBody, prototypeUrl: "", prototypeImages: ["k"] }).success).toBe(true);
  });

  it("generate-workshop: all four fields, eight types, durations in minutes", () => {
    expect(WORKSHOP_TYPES).toHaveLength(8);
    for (const field of ["workshopType", "duration", "participants", "goals"]) {
      const body = {
        workshopType: "Design Sprint",
        duration: "2 hours",
        participants: "2 designers",
        goals: "Pick a direction",
        [field]: " ",
      };
      expect(workshopRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(
        "Please fill in all fields to generate a workshop agenda.",
      );
    }
    expect(parseDurationMinutes("2 hours")).toBe(120);
    expect(parseDurationMinutes("90 minutes")).toBe(90);
    expect(parseDurationMinutes("half-day")).toBe(240);
  });

  it("ux-feedback and case-study-generator: non-empty text with the spec's messages", () => {
    expect(uxFeedbackRequestSchema.safeParse({ designDescription: "  " }).error?.issues[0]?.message).toBe(
      "Please describe your UX/UI design",
    );
    expect(caseStudyRequestSchema.safeParse({ projectDescription: "" }).error?.issues[0]?.message).toBe("Please describe your UX project");
  });
});

describe("POST /api/functions/validate-ux", () => {
  it("answers the spec's validation messages with 400", async () => {
    const me = await signedInUser("dv-invalid");
    const cases: [unknown, string][] = [
      [{ ...validBody, personas: [] }, "Please add at least one persona to test"],
      [{ ...validBody, tasks: ["", " "] }, "Please specify tasks for users to complete"],
      [{ ...validBody, prototypeUrl: "" }, "Please provide a prototype URL or upload screens"],
      [{ ...validBody, personas: [{ ...persona, name: "" }] }, "Please fill in persona name and description"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", "/api/functions/validate-ux", { cookie: me.cookie, body });
      expect(response.status, message).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
  });

  it("returns one schema-valid result per persona × task, with heuristics named and simulated estimates", async () => {
    const me = await signedInUser("dv-shape");
    const body = {
      ...validBody,
      personas: [persona, { id: "p2", name: "Omar", description: "Retired, careful with money", motivation: "" }],
      tasks: ["Find a trimmer", "", "Pay the deposit"],
    };
    const response = await call("POST", "/api/functions/validate-ux", { cookie: me.cookie, body });
    expect(response.status).toBe(200);
    const { results } = validateUxResponseSchema.parse(await response.json());
    expect(results).toHaveLength(4);
    expect(results.map((r) => `${r.persona}|${r.task}`).sort()).toEqual([
      "Maya|Find a trimmer",
      "Maya|Pay the deposit",
      "Omar|Find a trimmer",
      "Omar|Pay the deposit",
    ]);
    for (const result of results) {
      expect(SENTIMENTS).toContain(result.sentiment);
      expect(result.successRate).toBeGreaterThanOrEqual(0);
      expect(result.successRate).toBeLessThanOrEqual(100);
      for (const recommendation of result.recommendations) expect(recommendation).toMatch(/^[A-Z][^:]{3,80}: /);
    }
  });

  it("reads the caller's uploads from R2 and shows only the first 3 images to the model", async () => {
    const me = await signedInUser("dv-images");
    const keys = [await uploadKey(me.cookie), await uploadKey(me.cookie), await uploadKey(me.cookie), await uploadKey(me.cookie)];
    const response = await call("POST", "/api/functions/validate-ux", {
      cookie: me.cookie,
      body: { ...validBody, prototypeUrl: "", prototypeImages: [...keys, pngDataUrl] },
    });
    expect(response.status).toBe(200);
    const { results } = validateUxResponseSchema.parse(await response.json());
    // The offline model describes how many screens it was shown.
    expect(results[0]!.behavior).toContain("3 uploaded screens");

    const one = await call("POST", "/api/functions/validate-ux", {
      cookie: me.cookie,
      body: { ...validBody, prototypeImages: [pngDataUrl] },
    });
    expect(validateUxResponseSchema.parse(await one.json()).results[0]!.behavior).toContain("1 uploaded screen ");
  });

  it("is 404 for another user's upload key, and refuses data URLs that are not images", async () => {
    const owner = await signedInUser("dv-owner");
    const other = await signedInUser("dv-other");
    const key = await uploadKey(owner.cookie);
    const stolen = await call("POST", "/api/functions/validate-ux", {
      cookie: other.cookie,
      body: { ...validBody, prototypeImages: [key] },
    });
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).code).toBe("not_found");

    const fake = `data:image/png;base64,${btoa("<svg onload=alert(1)>")}`;
    const refused = await call("POST", "/api/functions/validate-ux", {
      cookie: owner.cookie,
      body: { ...validBody, prototypeImages: [fake] },
    });
    expect(refused.status).toBe(415);
    // An unread fourth image is never looked at, so a bad one there does not matter.
    const ignored = await call("POST", "/api/functions/validate-ux", {
      cookie: owner.cookie,
      body: { ...validBody, prototypeImages: [key, key, key, "not-a-key"] },
    });
    expect(ignored.status).toBe(200);
  });
});

describe("POST /api/functions/generate-workshop", () => {
  it("returns an agenda whose time blocks add up to the requested duration, for every type", { timeout: 30_000 }, async () => {
    const me = await signedInUser("dw-agenda");
    for (const [type, duration, minutes] of [
      [WORKSHOP_TYPES[0], "2 hours", 120],
      [WORKSHOP_TYPES[7], "90 minutes", 90],
      [WORKSHOP_TYPES[3], "half-day", 240],
    ] as const) {
      const response = await call("POST", "/api/functions/generate-workshop", {
        cookie: me.cookie,
        body: { workshopType: type, duration, participants: "1 product owner, 2 designers, 2 developers", goals: "Agree on the MVP scope" },
      });
      expect(response.status).toBe(200);
      const { agenda } = (await response.json()) as { agenda: string };
      expect(agenda).toContain(type);
      const blocks = [...agenda.matchAll(/^### (\d+):(\d\d)–(\d+):(\d\d)/gm)];
      expect(blocks.length).toBeGreaterThanOrEqual(3);
      expect(blocks[0]!.slice(1, 3)).toEqual(["0", "00"]);
      const last = blocks.at(-1)!;
      expect(Number(last[3]) * 60 + Number(last[4])).toBe(minutes);
    }
  });

  it("answers a missing field with the spec's message", async () => {
    const me = await signedInUser("dw-missing");
    const response = await call("POST", "/api/functions/generate-workshop", {
      cookie: me.cookie,
      body: { workshopType: "Design Sprint", duration: "2 hours", participants: "", goals: "x" },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Please fill in all fields to generate a workshop agenda.");
  });
});

describe("ux-feedback and case-study-generator", () => {
  for (const [name, body, field, heading] of [
    [
      "ux-feedback",
      { designDescription: "A sign-up form with 12 fields on one screen and a small grey submit button" },
      "feedback",
      /heuristic\)\n\n1\. \*\*Aesthetic and minimalist design\*\* \(high severity\)[\s\S]*Visibility of system status/,
    ],
    [
      "case-study-generator",
      { projectDescription: "Redesigned the checkout of a grocery app for older shoppers" },
      "caseStudy",
      /problem/i,
    ],
  ] as const) {
    it(`${name} streams Markdown deltas and ends with the full result`, async () => {
      const me = await signedInUser(`dt-${name}`);
      const response = await call("POST", `/api/functions/${name}`, { cookie: me.cookie, body, headers: { Accept: "text/event-stream" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      let streamed = "";
      let done: Record<string, string> | null = null;
      for await (const frame of readSseFrames(response.body!)) {
        const data = JSON.parse(frame.data);
        if (frame.event === "delta") streamed += data.text;
        if (frame.event === "done") done = data;
      }
      expect(done?.[field]).toBe(streamed);
      expect(streamed).toMatch(/^#/m);
      expect(streamed).toMatch(heading);
    });
  }
});
