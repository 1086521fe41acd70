import { describe, expect, it } from "vitest";
import { demandTargetSchema } from "../../shared/contracts/launch";
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

  it("puts the check's and the refusal's messages under the field `fieldOf` names for their paths, a target's part under its own input", async () => {
    const check = { safeParse: (value: unknown) => demandTargetSchema.safeParse((value as { target: unknown }).target) };
    const targetCheck = {
      safeParse: (value: unknown) => {
        const checked = check.safeParse(value);
        return checked.success
          ? checked
          : {
              success: false as const,
              error: { issues: checked.error.issues.map((issue) => ({ ...issue, path: ["target", ...issue.path] })) },
            };
      },
    };
    const fieldOf = (path: string) => {
      const [first, second] = path.split(".");
      return first === "target" ? (second ?? "date") : null;
    };
    const options = { check: targetCheck, fallbackError: "Could not publish the page", fieldOf };
    const { saved, save } = recorder();
    expect(await submitDraft({ target: { signups: 50, visitors: 10, date: "2030-01-15" } }, options, save)).toEqual({
      signups: "Sign-ups cannot be more than visitors",
    });
    expect(saved).toEqual([]);
    const refused = new ClientApiError("Choose a later date", 400, "validation_error", undefined, {
      "target.date": "Choose a later date",
      doc: "A section is missing",
    });
    expect(await submitDraft({ target: { signups: 5, visitors: 10, date: "2020-01-15" } }, options, () => Promise.reject(refused))).toEqual(
      {
        date: "Choose a later date",
      },
    );
  });

  it("holds a draft the pre-check refuses, each message under its field after the contract's own", async () => {
    const { saved, save } = recorder();
    const precheck = () => ({ name: "This name is taken", product: "Choose the product this persona belongs to" });
    const options = { check: personaSchema, fallbackError: "Failed to save the persona", precheck };
    expect(await submitDraft(persona, options, save)).toEqual({
      name: "This name is taken",
      product: "Choose the product this persona belongs to",
    });
    expect(await submitDraft({ ...persona, name: "" }, options, save)).toEqual({
      name: expect.stringContaining("A persona's name"),
      product: "Choose the product this persona belongs to",
    });
    expect(saved).toEqual([]);
    expect(await submitDraft(persona, { ...options, precheck: () => ({}) }, save)).toBeNull();
    expect(saved).toEqual([persona]);
  });

  it("places a refusal the form knows about itself, and any other by the answer's paths", async () => {
    const serverErrors = (error: unknown) => (error instanceof ClientApiError ? null : { name: "Could not create the product" });
    const options = { check: personaSchema, fallbackError: "Failed to save the persona", serverErrors };
    expect(await submitDraft(persona, options, () => Promise.reject(new Error("offline")))).toEqual({
      name: "Could not create the product",
    });
    const named = new ClientApiError("Too long", 400, "validation_error", undefined, { description: "Too long" });
    expect(await submitDraft(persona, options, () => Promise.reject(named))).toEqual({ description: "Too long" });
  });
});
