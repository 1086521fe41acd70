import { Check, Loader2 } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { ADDRESS_MESSAGES, ADDRESS_RULES, pageAddressSchema, type AddressAvailability } from "@shared/contracts/launch";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { LiveCheck, LiveCheckState } from "~/lib/use-live-check";

/** Asks the server whether an address is free: a landing page's (`checkAddress`) or a prototype test's (`checkTestAddress`). */
export type AddressCheck = (address: string, init: { signal?: AbortSignal }) => Promise<AddressAvailability>;

/**
 * The address as the founder types it: the format checked here (a badly formed one is told at
 * once; a reserved one too, while the server finds a free one to offer), then whether it is free.
 * Keep the result stable (`useMemo`): a new one asks again.
 */
export function addressCheck(ask: AddressCheck): LiveCheck {
  return {
    local(address) {
      const checked = pageAddressSchema.safeParse(address);
      if (checked.success) return null;
      const message = checked.error.issues[0]?.message ?? ADDRESS_MESSAGES.format;
      return { message, askAnyway: message === ADDRESS_MESSAGES.reserved };
    },
    async ask(address, signal) {
      const answer = await ask(address, { signal });
      if (answer.available) return { ok: true };
      return { ok: false, message: answer.message ?? "This address cannot be used. Choose another one", suggestion: answer.suggestion };
    },
    unreachable: "Could not check the address",
  };
}

/**
 * The address filled in for the founder is not one they chose: when it is taken (or reserved),
 * the free one the server offers is given to `take`, so the dialog never opens on a refusal.
 * Once the founder has typed (`touched`), what they typed stays.
 */
export function useOfferedAddress(state: LiveCheckState, touched: RefObject<boolean>, take: (address: string) => void) {
  const offered = state.kind === "refused" ? state.suggestion : undefined;
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    if (offered && !touched.current) latest.current(offered);
  }, [offered, touched]);
}

type AddressFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  state: LiveCheckState;
  /** The server's refusal on Publish (taken meanwhile), shown in place of the check. */
  error?: string;
  /** Where the page will be: the origin published pages are served from. */
  origin: string;
  disabled: boolean;
  /** "Test address" for a prototype test, served under `/t/`. */
  label?: string;
  prefix?: string;
};

/** "Page address": the typed slug, the full URL it gives, and why it cannot be used with a free one to take instead. */
export function AddressField({
  id,
  value,
  onChange,
  state,
  error,
  origin,
  disabled,
  label = "Page address",
  prefix = "/p/",
}: AddressFieldProps) {
  const message = error ?? (state.kind === "refused" || state.kind === "unknown" ? state.message : null);
  const suggestion = state.kind === "refused" ? state.suggestion : undefined;
  const invalid = Boolean(error) || state.kind === "refused";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 items-center gap-2">
        <span className="shrink-0 text-sm text-muted" aria-hidden>
          {prefix}
        </span>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          maxLength={ADDRESS_RULES.max + 10}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-url ${id}-status`}
        />
      </div>
      <p id={`${id}-url`} className="break-all text-sm text-muted">
        {`${origin}${prefix}${value || "…"}`}
      </p>
      <div id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm">
        {message ? (
          <p className="font-medium text-danger" role={error ? "alert" : undefined}>
            {message}
            {suggestion && (
              <>
                {" "}
                <button
                  type="button"
                  className="focus-ring rounded-sm font-medium text-ink underline underline-offset-2"
                  onClick={() => onChange(suggestion)}
                  disabled={disabled}
                >
                  Use {suggestion}
                </button>
              </>
            )}
          </p>
        ) : state.kind === "checking" ? (
          <p className="flex items-center gap-1.5 text-muted">
            <Loader2 size={14} aria-hidden className="animate-spin" />
            Checking the address…
          </p>
        ) : state.kind === "passed" ? (
          <p className="flex items-center gap-1.5 font-medium text-success">
            <Check size={14} aria-hidden />
            This address is free
          </p>
        ) : null}
      </div>
    </div>
  );
}
