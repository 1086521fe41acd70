import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "~/components/ui/cn";

/** A few accents that read well on white; the picker allows any colour (the theme keeps text readable). */
export const ACCENT_PRESETS = [
  { name: "Indigo", value: "#4f46e5" },
  { name: "Blue", value: "#2563eb" },
  { name: "Teal", value: "#0d9488" },
  { name: "Green", value: "#16a34a" },
  { name: "Orange", value: "#ea580c" },
  { name: "Rose", value: "#e11d48" },
] as const;

type AccentProps = {
  value: string;
  /** `dragging` marks the picker's run of changes, which undo takes back as one step. */
  onChange: (accent: string, dragging: boolean) => void;
  /** The picker closed: its next run is a step of its own. */
  onSettle: () => void;
};

/** "Accent colour": preset swatches (buttons) and the browser's colour picker. */
export function AccentControl({ value, onChange, onSettle }: AccentProps) {
  const id = useId();
  const current = value.toLowerCase();
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium">
        Accent colour
      </span>
      <div className="flex flex-wrap items-center gap-1">
        {ACCENT_PRESETS.map((preset) => {
          const on = preset.value === current;
          return (
            <button
              key={preset.value}
              type="button"
              aria-label={`${preset.name} accent`}
              aria-pressed={on}
              onClick={() => onChange(preset.value, false)}
              className={cn(
                "focus-ring inline-flex size-7 items-center justify-center rounded-full border-2 media-[(pointer:coarse)]:size-11",
                on ? "border-ink" : "border-transparent hover:border-border",
              )}
            >
              <span className="inline-flex size-5 items-center justify-center rounded-full" style={{ backgroundColor: preset.value }}>
                {on && <Check size={12} aria-hidden className="text-white" />}
              </span>
            </button>
          );
        })}
        <label className="focus-within:ring-2 focus-within:ring-accent relative inline-flex h-7 items-center gap-1.5 rounded-control border border-border px-1.5 text-sm media-[(pointer:coarse)]:h-11">
          <input
            type="color"
            value={current}
            onChange={(event) => onChange(event.target.value, true)}
            onBlur={onSettle}
            className="h-5 w-6 cursor-pointer border-0 bg-transparent p-0"
            aria-label="Accent colour"
          />
          <span className="font-mono text-xs text-muted">{current}</span>
        </label>
      </div>
    </div>
  );
}
