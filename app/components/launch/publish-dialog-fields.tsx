import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { demandTargetSchema } from "@shared/contracts/launch";
import type { ProductSummaryDto } from "@shared/contracts/products";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { listProducts } from "~/lib/api/products";
import { getErrorMessage } from "~/lib/error-message";
import { targetSentence } from "./launch-card-format";

/** A labelled field with its hint or error under it, tied to the control by id. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled one-line input (`Field`), marked invalid and described by its error while it has one, else by its hint. */
export function TextField({ id, label, hint, error, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        {...input}
      />
    </Field>
  );
}

/** The target as typed: empty fields mean "no target". */
export type TargetDraft = { signups: string; visitors: string; date: string };
export const NO_TARGET: TargetDraft = { signups: "", visitors: "", date: "" };

const whole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[,\s]/g, "")));

/** The draft as the request's `target`: null when left empty, else the numbers (the schema judges them). */
export function targetFromDraft(draft: TargetDraft): { signups: number; visitors: number; date: string } | null {
  if (!draft.signups.trim() && !draft.visitors.trim() && !draft.date) return null;
  return { signups: whole(draft.signups), visitors: whole(draft.visitors), date: draft.date };
}

type TargetProps = {
  id: string;
  value: TargetDraft;
  onChange: (value: TargetDraft) => void;
  errors: Partial<Record<keyof TargetDraft, string>>;
  disabled: boolean;
};

/** "Demand target" (optional): how many sign-ups from how many visitors by when, read back as a sentence. */
export function TargetFields({ id, value, onChange, errors, disabled }: TargetProps) {
  const target = targetFromDraft(value);
  const parsed = target ? demandTargetSchema.safeParse(target) : null;
  const input = (key: keyof TargetDraft) => ({
    id: `${id}-${key}`,
    value: value[key],
    disabled,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${id}-${key}-message` : `${id}-sentence`,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-4">
      <legend className="px-1 text-sm font-medium">Demand target (optional)</legend>
      <p className="-mt-1 text-sm text-muted">
        Decide before you publish what counts as enough interest; the product page gives the verdict on the date.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field id={`${id}-signups`} label="Sign-ups" error={errors.signups}>
          <Input {...input("signups")} inputMode="numeric" placeholder="40" />
        </Field>
        <Field id={`${id}-visitors`} label="Visitors" error={errors.visitors}>
          <Input {...input("visitors")} inputMode="numeric" placeholder="1000" />
        </Field>
        <div className="col-span-2 sm:col-span-1">
          <Field id={`${id}-date`} label="By" error={errors.date}>
            <Input {...input("date")} type="date" />
          </Field>
        </div>
      </div>
      <p id={`${id}-sentence`} className="text-sm" aria-live="polite">
        {parsed?.success ? (
          <strong className="font-medium">{targetSentence(parsed.data)}</strong>
        ) : (
          <span className="text-muted">For example: at least 40 sign-ups from 1,000 visitors by a date.</span>
        )}
      </p>
    </fieldset>
  );
}

/** "new" makes a product named after the page on Publish. */
export const NEW_PRODUCT = "new";

/** The signed-in user's products, for a page published from outside one; null while they are read. */
export function useProductList(enabled: boolean): { products: Pick<ProductSummaryDto, "id" | "name">[] | null; error: string | null } {
  const [products, setProducts] = useState<Pick<ProductSummaryDto, "id" | "name">[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listProducts({ fallbackError: "Your products could not be loaded" }).then(
      (list) => live && setProducts(list.map(({ id, name }) => ({ id, name }))),
      (failure: unknown) => {
        if (!live) return;
        setProducts([]);
        setError(getErrorMessage(failure, "Your products could not be loaded"));
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return { products, error };
}

type ProductProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  pageName: string;
  error?: string;
  disabled: boolean;
  /** What the product page then shows of it (a prototype test's results, not a page's sign-ups). */
  hint?: string;
};

/** "Product": which product the page belongs to (its Launch card shows the figures), or a new one named after the page. */
export function ProductField({
  id,
  value,
  onChange,
  pageName,
  error,
  disabled,
  hint = "Its product page shows the visitors and sign-ups.",
}: ProductProps) {
  const list = useProductList(true);
  useEffect(() => {
    // Until the founder picks, a page goes to a new product when there is none to choose.
    if (list.products && list.products.length === 0 && value === "") onChange(NEW_PRODUCT);
  }, [list.products, value, onChange]);
  return (
    <Field id={id} label="Product" hint={hint} error={error ?? list.error ?? undefined}>
      <select
        id={id}
        value={value}
        disabled={disabled || list.products === null}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={cn(fieldClasses, "h-10 py-2 media-[(pointer:coarse)]:h-11")}
      >
        {list.products === null && <option value="">Loading your products…</option>}
        {list.products !== null && <option value="">Choose a product</option>}
        <option value={NEW_PRODUCT}>New product “{pageName}”</option>
        {list.products?.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
