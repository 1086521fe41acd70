import { Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Textarea } from "../kit/client-ui";
import { DEFAULT_LIMITS, SHORT_TEXT_CHARS } from "@shared/contracts/limits";
import { WORKSHOP_TYPES, type WorkshopRequest } from "./contract";

export type WorkshopFields = WorkshopRequest;
export const EMPTY_WORKSHOP: WorkshopFields = { workshopType: "", duration: "", participants: "", goals: "" };

/** The fields still empty (after trimming), in the form's order. */
export function emptyWorkshopFields(value: WorkshopFields): Array<keyof WorkshopFields> {
  return (["workshopType", "duration", "participants", "goals"] as const).filter((key) => !value[key].trim());
}

/** The four fields of the "Workshop Details" card (docs/product.md#ux-workshop-generator). */
export function WorkshopFormFields({
  value,
  onChange,
  disabled,
  invalid = [],
  errorId,
}: {
  value: WorkshopFields;
  onChange: (next: WorkshopFields) => void;
  disabled: boolean;
  /** Fields to mark as missing, described by the message with `errorId`. */
  invalid?: ReadonlyArray<keyof WorkshopFields>;
  errorId?: string;
}) {
  const set = (key: keyof WorkshopFields) => (text: string) => onChange({ ...value, [key]: text });
  const marked = (key: keyof WorkshopFields) =>
    invalid.includes(key) ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="workshop-type">Workshop Type</Label>
        <Select value={value.workshopType} onValueChange={set("workshopType")} disabled={disabled}>
          <SelectTrigger id="workshop-type" aria-label="Workshop Type" {...marked("workshopType")}>
            <SelectValue placeholder="Select a workshop type" />
          </SelectTrigger>
          <SelectContent>
            {WORKSHOP_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {type}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="workshop-duration">Duration</Label>
          <Input
            id="workshop-duration"
            {...marked("duration")}
            value={value.duration}
            maxLength={SHORT_TEXT_CHARS}
            placeholder="e.g., 2 hours, 90 minutes, half-day"
            onChange={(event) => set("duration")(event.target.value)}
            disabled={disabled}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="workshop-participants">Participants</Label>
          <Input
            id="workshop-participants"
            {...marked("participants")}
            value={value.participants}
            maxLength={DEFAULT_LIMITS.maxToolTextChars}
            placeholder="e.g., 1 product owner, 1 product manager, 2 designers, 2 developers"
            onChange={(event) => set("participants")(event.target.value)}
            disabled={disabled}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="workshop-goals">Goals &amp; Context</Label>
        <Textarea
          id="workshop-goals"
          {...marked("goals")}
          rows={4}
          value={value.goals}
          maxLength={DEFAULT_LIMITS.maxToolTextChars}
          placeholder="What should the team leave with? Add any context about the product, users or constraints."
          onChange={(event) => set("goals")(event.target.value)}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
