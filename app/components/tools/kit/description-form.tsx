import { WandSparkles } from "lucide-react";
import { useId, type Ref } from "react";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { DEFAULT_LIMITS } from "@shared/contracts/limits";
import { useAiLimit } from "~/lib/use-ai-quota";
import { GenerateButton } from "./generate-button";

type DescriptionFormProps = {
  /** The text field, for focusing it when it is empty on Generate. */
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  placeholder: string;
  /** A good description the user can start from ("Use an example"). */
  example: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message, shown under the field. */
  error: string | null;
  busy: boolean;
  /** False until the view has hydrated: until then the field takes no typing and Generate no click. */
  ready: boolean;
  submitLabel: string;
  onSubmit: () => void;
};

/** The description a designer text tool starts from: label, "Use an example", inline error, generate. */
export function DescriptionForm({
  ref,
  label,
  placeholder,
  example,
  value,
  onChange,
  error,
  busy,
  ready,
  submitLabel,
  onSubmit,
}: DescriptionFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const { exhausted } = useAiLimit();
  const submit = () => {
    if (!exhausted) onSubmit();
  };
  return (
    <div className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={fieldId}>{label}</Label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-designer"
          onClick={() => onChange(example)}
          disabled={busy || !ready}
        >
          <WandSparkles size={16} aria-hidden />
          Use an example
        </Button>
      </div>
      <Textarea
        id={fieldId}
        ref={ref}
        rows={7}
        value={value}
        maxLength={DEFAULT_LIMITS.maxToolTextChars}
        // Typing before hydration would be lost when React takes the field over.
        readOnly={!ready}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter generates without leaving the keyboard.
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AiLimitNotice id={`${errorId}-limit`} className="basis-full" />
        <p id={errorId} className="text-sm text-danger" role={error ? "alert" : undefined}>
          {error}
        </p>
        <GenerateButton
          label={submitLabel}
          busyLabel="Generating..."
          busy={busy}
          ready={ready}
          limitId={`${errorId}-limit`}
          onClick={submit}
        />
      </div>
    </div>
  );
}
