import { describe, expect, it } from "vitest";
import { renameTitleSchema } from "../../shared/contracts/conversations";
import { cleanDisplayText } from "../../shared/contracts/display-text";
import { createProductRequestSchema } from "../../shared/contracts/products";
import { validateUxRequestSchema } from "../../tools/validate-ux/contract";

describe("one clean-up for every name and title a user types", () => {
  it("removes controls, bidi overrides and isolates, zero-width characters, soft hyphens and tag characters", () => {
    expect(cleanDisplayText("\u202eP\u0000")).toBe("P");
    expect(cleanDisplayText("\u2066Maya\u2069 \u200bLee\u00ad")).toBe("Maya Lee");
    expect(cleanDisplayText("Walk\u{e0041}\u{e007f}ies\ufeff")).toBe("Walkies");
    expect(cleanDisplayText("\u200b\ufeff\u00ad")).toBe("");
  });

  it("keeps what a person can see: accents, scripts, emoji, and a joiner inside an emoji", () => {
    expect(cleanDisplayText("Café İstanbul 東京 👩‍💻 team")).toBe("Café İstanbul 東京 👩‍💻 team");
    expect(cleanDisplayText("a\u200db")).toBe("ab");
  });

  it("refuses a title, a product name or a persona's name with nothing visible left", () => {
    expect(renameTitleSchema.safeParse("\u200b\ufeff\u00ad").error?.issues[0]?.message).toBe("A title cannot be empty");
    const product = createProductRequestSchema.safeParse({ name: "\u202e\u200b", idea: "Dogs" });
    expect(product.error?.issues[0]?.message).toBe("A product name cannot be empty");
    const persona = createProductRequestSchema.safeParse({ name: "Walkies", idea: "Dogs", personas: [{ name: "\u202eP\u0000" }] });
    expect(persona.data?.personas[0]?.name).toBe("P");
    const validator = validateUxRequestSchema.safeParse({
      prototypeUrl: "https://x.test",
      tasks: ["Book"],
      personas: [{ id: "1", name: "\u200b", description: "Owner" }],
    });
    expect(validator.error?.issues[0]?.message).toBe("Please fill in persona name and description");
  });
});
