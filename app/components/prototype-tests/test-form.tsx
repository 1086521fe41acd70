import { FlaskConical } from "lucide-react";
import { useId, useMemo, useRef } from "react";
import { PROTOTYPE_TEST_LIMITS, type PrototypeTest } from "@shared/contracts/prototype-tests";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { AddressField, addressCheck, useOfferedAddress } from "~/components/launch/publish-dialog-address";
import { NEW_PRODUCT, ProductField, TextField } from "~/components/launch/publish-dialog-fields";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { moveConversation } from "~/lib/api/conversations";
import { createProduct } from "~/lib/api/products";
import { checkTestAddress, createPrototypeTest } from "~/lib/api/prototype-tests";
import { useFormState } from "~/lib/use-form-state";
import { initialDraft, testDraftCheck, testFieldOf, type TestDraft } from "./test-draft";
import { TaskFields } from "./test-task-fields";

/** The saved wireframe result a test is made from. */
export type TestSource = {
  conversationId: string;
  /** The product it is saved in; null: the owner chooses one (or a new one) and the result moves there first. */
  productId: string | null;
  /** The result's title: the new product's name and the first address offered. */
  title: string;
  /** The screens of its newest version, to choose the tasks' screens from. */
  set: WireframeSet;
};

type FormProps = { source: TestSource; origin: string; onCancel: () => void; onCreated: (test: PrototypeTest) => void };

/**
 * "Test with real people": the test's address (checked as it is typed, like a landing page's),
 * its tasks, the ease question, SUS, an opening question and the tester cap; "Open test" makes
 * it live at `/t/{address}` (docs/product.md#prototype-tests).
 */
export function TestForm({ source, origin, onCancel, onCreated }: FormProps) {
  const id = useId();
  const check = useMemo(() => addressCheck(checkTestAddress), []);
  const form = useFormState({
    initial: () => initialDraft(source.set, source.title, source.productId ?? ""),
    check: testDraftCheck,
    fallbackError: "Could not open the test",
    fieldOf: testFieldOf,
    live: { field: "address", value: (draft) => draft.address, check },
  });
  const { draft, errors, saving } = form;
  const touched = useRef(false);
  const change = (patch: Partial<TestDraft>) => {
    if (patch.address !== undefined) touched.current = true;
    form.change(patch);
  };
  useOfferedAddress(form.live, touched, (offered) => form.change({ address: offered }));
  // Made once per opening: a second try after a refusal uses the product the first one made.
  const created = useRef<string | null>(null);

  const element = useRef<HTMLFormElement>(null);
  const submit = async () => {
    const sent = await form.submit(async ({ product, settings }) => {
      let productId = product;
      if (product === NEW_PRODUCT) {
        created.current ??= (await createProduct({ name: source.title, idea: source.title })).id;
        productId = created.current;
      }
      // A test is made from a result in its product: one saved outside any goes into the chosen one first.
      if (source.productId !== productId) await moveConversation(source.conversationId, productId);
      onCreated(await createPrototypeTest(productId, { ...settings, conversationId: source.conversationId }));
    });
    // A refusal is shown under its field, which may be far above the button: the keyboard goes there.
    if (!sent) requestAnimationFrame(() => element.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
  };

  // Without a product field (the result is in one already), a refusal about the product is the form's.
  const formError = errors.form ?? (source.productId ? errors.product : undefined);
  return (
    <form
      ref={element}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AddressField
        id={`${id}-address`}
        label="Test address"
        prefix="/t/"
        value={draft.address}
        onChange={(value) => change({ address: value })}
        state={form.live}
        error={errors.address}
        origin={origin}
        disabled={saving}
      />
      {source.productId === null && (
        <ProductField
          id={`${id}-product`}
          value={draft.product}
          onChange={(product) => form.change({ product })}
          pageName={source.title}
          error={errors.product}
          disabled={saving}
          hint="The wireframes are saved there, and its product page shows the test's results."
        />
      )}
      <TaskFields
        id={`${id}-tasks`}
        set={source.set}
        tasks={draft.tasks}
        onChange={(tasks) => change({ tasks })}
        errors={errors}
        disabled={saving}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Questions</legend>
        <QuestionCheckbox
          checked={draft.easeQuestion}
          onChange={(easeQuestion) => change({ easeQuestion })}
          disabled={saving}
          label="Ask the ease question after each task"
          detail="“Overall, how easy or difficult was this task?”, from 1 to 7."
        />
        <QuestionCheckbox
          checked={draft.sus}
          onChange={(sus) => change({ sus })}
          disabled={saving}
          label="Ask the SUS questionnaire at the end"
          detail="The standard ten statements, scored from 0 to 100."
        />
      </fieldset>
      <TextField
        id={`${id}-opening`}
        label="Opening question (optional)"
        hint="Asked before the first task."
        error={errors.openingQuestion}
        value={draft.openingQuestion}
        maxLength={PROTOTYPE_TEST_LIMITS.question + 10}
        placeholder="How do you order meals today?"
        onChange={(openingQuestion) => change({ openingQuestion })}
        disabled={saving}
      />
      <TextField
        id={`${id}-cap`}
        label="Tester cap"
        hint={`The test stops taking testers after this many, at most ${PROTOTYPE_TEST_LIMITS.testerCapMax.toLocaleString("en-US")}.`}
        error={errors.testerCap}
        value={draft.testerCap}
        inputMode="numeric"
        className="max-w-40"
        onChange={(testerCap) => change({ testerCap })}
        disabled={saving}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <DialogFooter className="mt-1">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : <FlaskConical size={16} aria-hidden />}
          {saving ? "Opening…" : "Open test"}
        </Button>
      </DialogFooter>
    </form>
  );
}

type QuestionProps = { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean; label: string; detail: string };

/** One of the questions a test may ask, with what it asks under its name. */
function QuestionCheckbox({ checked, onChange, disabled, label, detail }: QuestionProps) {
  return (
    <label className="flex min-h-8 cursor-pointer items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="focus-ring mt-0.5 h-4 w-4 shrink-0 accent-[rgb(var(--c-accent))]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
      />
      <span>
        {label}
        <span className="block text-muted">{detail}</span>
      </span>
    </label>
  );
}
