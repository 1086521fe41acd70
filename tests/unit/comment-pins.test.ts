import { describe, expect, it } from "vitest";
import type { CommentAnchor, CommentDto } from "../../shared/contracts/comments";
import { landingPageDocSchema } from "../../shared/contracts/landing-page";
import { flowchartBlock } from "../../shared/flowchart-block";
import { landingBlock } from "../../shared/landing-fence";
import { wireframeBlock } from "../../shared/wireframe-block";
import { anchorKey, describeAnchor, locateAnchor, paragraphExcerpt, placeComments, versionElements } from "../../app/lib/comments/anchors";

const screenPart = (id: string, componentIds: string[]) =>
  `## ${id}\n\n- a list\n\n${wireframeBlock(
    JSON.stringify({
      device: "phone",
      screen: { id, name: id, components: componentIds.map((c) => ({ id: c, type: "button", text: `Tap ${c}` })) },
    }),
  )}`;

const flow = (ids: string[]) =>
  flowchartBlock(
    JSON.stringify({
      nodes: ids.map((id) => ({ id, type: "action", label: `Step ${id}` })),
      edges: ids.slice(1).map((id, i) => ({ id: `e${i}`, source: ids[i], target: id })),
    }),
  );

const landing = landingPageDocSchema.parse({
  productName: "Paw Pals",
  accent: "#4f46e5",
  sections: [
    { kind: "hero", headline: "Dog walks, sorted", subheadline: "Trusted walkers nearby", cta: "Get early access" },
    { kind: "faq", title: "Questions", items: [{ question: "When?", answer: "Soon" }], hidden: true },
    { kind: "waitlist", title: "Join", body: "Be first" },
  ],
});

const author = { userId: "u2", email: "ed@example.com", initials: "ED", color: "#1d4ed8" };
const comment = (number: number, anchor: CommentAnchor, resolved = false): CommentDto => ({
  id: `c${number}`,
  number,
  anchor,
  version: 1,
  author,
  body: `Comment ${number}`,
  mentions: [],
  createdAt: 1_700_000_000_000 + number,
  editedAt: null,
  resolvedAt: resolved ? 1_700_000_100_000 : null,
  replies: [],
});

const button = (screenId: string, componentId: string): CommentAnchor => ({ kind: "wireframe-component", screenId, componentId });

describe("a pin found in the version shown", () => {
  it("stays on a wireframe component while the same screen still has it, and not on another screen's component", () => {
    const elements = versionElements([screenPart("home", ["cta", "title"]), screenPart("list", ["row"])]);
    expect(locateAnchor(button("home", "cta"), elements)).toEqual(button("home", "cta"));
    expect(locateAnchor(button("list", "cta"), elements)).toBeNull();
    expect(locateAnchor(button("home", "gone"), versionElements([screenPart("home", ["title"])]))).toBeNull();
  });

  it("stays on a diagram node of the same diagram, counted across the parts", () => {
    const elements = versionElements([`# Booking\n\n${flow(["start", "pay"])}`, `# Cancel\n\n${flow(["start", "refund"])}`]);
    expect(locateAnchor({ kind: "diagram-node", part: 1, nodeId: "refund" }, elements)).not.toBeNull();
    expect(locateAnchor({ kind: "diagram-node", part: 0, nodeId: "refund" }, elements)).toBeNull();
    expect(locateAnchor({ kind: "diagram-node", part: 2, nodeId: "start" }, elements)).toBeNull();
  });

  it("stays on a landing section the page still shows, not on a hidden one", () => {
    const elements = versionElements([landingBlock(landing)]);
    expect(locateAnchor({ kind: "landing-section", section: "waitlist" }, elements)).not.toBeNull();
    expect(locateAnchor({ kind: "landing-section", section: "faq" }, elements)).toBeNull();
    expect(locateAnchor({ kind: "landing-section", section: "features" }, elements)).toBeNull();
  });

  it("follows a paragraph by the text it starts with when text was added above it, and loses one that was rewritten", () => {
    const anchor: CommentAnchor = { kind: "paragraph", part: 0, index: 1, excerpt: paragraphExcerpt("Walkers are  vetted\n by us.") };
    expect(anchor.excerpt).toBe("Walkers are vetted by us.");
    const same = versionElements([], [["Intro", "Walkers are vetted by us."]]);
    expect(locateAnchor(anchor, same)).toBe(anchor);
    const moved = versionElements([], [["New intro", "Pricing", "Walkers are vetted by us. And insured."]]);
    expect(locateAnchor(anchor, moved)).toEqual({ ...anchor, index: 2 });
    expect(locateAnchor(anchor, versionElements([], [["Intro", "Every walker is checked."]]))).toBeNull();
    expect(locateAnchor({ ...anchor, part: 1 }, moved)).toBeNull();
  });

  it("keeps an excerpt to the contract's length without halving a character", () => {
    const excerpt = paragraphExcerpt(`${"a".repeat(119)}😀 and more`);
    expect(Array.from(excerpt)).toHaveLength(120);
    expect(excerpt.endsWith("😀")).toBe(true);
  });
});

describe("how the panel names where a pin is", () => {
  it("names a wireframe component and a diagram node as the page draws them, a section by its kind, a paragraph by its start", () => {
    const elements = versionElements([screenPart("home", ["cta"]), `# Booking\n\n${flow(["start", "pay"])}`]);
    expect(describeAnchor(button("home", "cta"), elements)).toBe("Button: Tap cta");
    expect(describeAnchor({ kind: "diagram-node", part: 0, nodeId: "pay" }, elements)).toBe("Node: Step pay");
    expect(describeAnchor({ kind: "landing-section", section: "how-it-works" }, elements)).toBe("How it works section");
    expect(describeAnchor({ kind: "paragraph", part: 0, index: 0, excerpt: "Short one" }, elements)).toBe("“Short one”");
  });
});

describe("markers on the version shown", () => {
  const elements = versionElements([screenPart("home", ["cta", "title"])]);

  it("number each pin with its comment's own number and share one marker per element", () => {
    const { markers } = placeComments(
      [comment(3, button("home", "cta")), comment(1, button("home", "title")), comment(2, button("home", "cta"))],
      elements,
    );
    expect(markers.map((m) => [m.key, m.comments.map((c) => c.number)])).toEqual([
      [anchorKey(button("home", "title")), [1]],
      [anchorKey(button("home", "cta")), [2, 3]],
    ]);
  });

  it("leave resolved comments out until they are shown, and list pins whose element is gone apart", () => {
    const comments = [comment(1, button("home", "cta"), true), comment(2, button("home", "cta")), comment(3, button("old", "x"))];
    const hidden = placeComments(comments, elements);
    expect(hidden.markers.flatMap((m) => m.comments.map((c) => c.number))).toEqual([2]);
    expect(hidden.elsewhere.map((c) => c.number)).toEqual([3]);
    const shown = placeComments(comments, elements, { showResolved: true });
    expect(shown.markers.flatMap((m) => m.comments.map((c) => c.number))).toEqual([1, 2]);
  });
});
