import { describe, expect, it } from "vitest";
import { personaSchema } from "../../shared/contracts/products";
import { renameTitleSchema } from "../../shared/contracts/conversations";
import { ClientApiError } from "../../app/lib/api-client";
import { fieldErrors, submitDraft } from "../../app/lib/use-form-state";

const persona = { name: "Maya", description: "Second-year student", motivation: "", context: "" };

/** A save that records what it was given. */
function recorder() {
  const saved: unknown[] = [];
  return {
    saved,
    save: async (value: unknown) => {
      saved.push(value);
    },
  };
}

describe("a form's submission", () => {
  it("shows each of the contract's messages under its own field and sends nothing", async () => {
    const { saved, save } = recorder();
    const errors = await submitDraft(
      { ...persona, name: "", description: "x".repeat(1_001) },
      { check: personaSchema, fallbackError: "Failed to save the persona" },
      save,
    );
    expect(errors).toEqual({
      name: expect.stringContaining("A persona's name"),
      description: "A persona's description must be at most 1,000 characters",
    });
    expect(saved).toEqual([]);
  });

  it("saves the value as the contract cleaned it, saying so just before", async () => {
    const { saved, save } = recorder();
    const steps: string[] = [];
    const errors = await submitDraft(
      { ...persona, description: "  Second-year student  " },
      { check: personaSchema, fallbackError: "Failed to save the persona" },
      async (value) => {
        steps.push("save");
        await save(value);
      },
      () => steps.push("saving"),
    );
    expect(errors).toBeNull();
    expect(saved).toEqual([persona]);
    expect(steps).toEqual(["saving", "save"]);
  });

  it("shows the server's refusal as the form's error, or the fallback when it gives no words", async () => {
    const options = { check: renameTitleSchema, fallbackError: "Failed to rename" };
    const refused = await submitDraft("Dog walkers", options, () => Promise.reject(new ClientApiError("Conversation not found.", 404)));
    expect(refused).toEqual({ form: "Conversation not found." });
    const silent = await submitDraft("Dog walkers", options, () => Promise.reject(new Error("")));
    expect(silent).toEqual({ form: "Failed to rename" });
  });

  it("puts each message of a refusal under the draft's field its path names, and the rest above the buttons", async () => {
    const options = { check: personaSchema, fallbackError: "Failed to save the persona" };
    const named = new ClientApiError("Too long", 400, "validation_error", undefined, { "description.0": "Too long", name: "Taken" });
    expect(await submitDraft(persona, options, () => Promise.reject(named))).toEqual({ description: "Too long", name: "Taken" });
    const elsewhere = new ClientApiError("Product not found.", 404, "not_found", undefined, { productId: "Product not found." });
    expect(await submitDraft(persona, options, () => Promise.reject(elsewhere))).toEqual({ form: "Product not found." });
    // A title is one value with no fields: its refusal stays the form's own.
    const title = new ClientApiError("Too long", 400, "validation_error", undefined, { title: "Too long" });
    expect(await submitDraft("Dog walkers", { check: renameTitleSchema, fallbackError: "Failed" }, () => Promise.reject(title))).toEqual({
      form: "Too long",
    });
  });

  it("puts a refusal on the field it names when the form knows where it belongs", async () => {
    const errors = await submitDraft(
      persona,
      {
        check: personaSchema,
        fallbackError: "Failed to save the persona",
        serverErrors: (error) => ({ name: error instanceof Error ? error.message : "" }),
      },
      () => Promise.reject(new ClientApiError("Maya is already a persona of this product", 409)),
    );
    expect(errors).toEqual({ name: "Maya is already a persona of this product" });
  });

  it("keeps the first message of a field and sends a message about the whole value to the form", () => {
    expect(
      fieldErrors([
        { path: ["name"], message: "first" },
        { path: ["name"], message: "second" },
        { path: [], message: "whole" },
      ]),
    ).toEqual({ name: "first", form: "whole" });
  });
});
