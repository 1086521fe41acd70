import { UserPlus, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { DEFAULT_LIMITS, SHORT_TEXT_CHARS } from "@shared/contracts/limits";
import type { Persona } from "@shared/contracts/validate-ux";

const EMPTY = { name: "", description: "", motivation: "", context: "" };

type PersonasCardProps = {
  personas: Persona[];
  onAdd: (persona: Persona) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
};

/** Synthetic users: a small form that adds personas, shown as removable badges. */
export function PersonasCard({ personas, onAdd, onRemove, disabled }: PersonasCardProps) {
  const [draft, setDraft] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const add = () => {
    const name = draft.name.trim();
    const description = draft.description.trim();
    if (!name || !description) {
      toast({ title: "Missing information", description: "Please fill in persona name and description", variant: "destructive" });
      return;
    }
    const context = draft.context.trim();
    onAdd({ id: crypto.randomUUID(), name, description, motivation: draft.motivation.trim(), ...(context ? { context } : {}) });
    setDraft(EMPTY);
    toast({ title: "Persona added", description: `${name} has been added to the test`, variant: "success" });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Synthetic Users</CardTitle>
        <CardDescription>Describe the people who will try your prototype. Add one or more.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {personas.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Personas in this test">
            {personas.map((persona) => (
              <li key={persona.id}>
                <Badge variant="designer" className="py-1 pl-3 pr-1">
                  <span title={persona.description}>{persona.name}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(persona.id)}
                    aria-label={`Remove ${persona.name}`}
                    disabled={disabled}
                    className="focus-ring inline-flex h-6 w-6 items-center justify-center rounded-pill hover:bg-designer/15 media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:w-11"
                  >
                    <X size={14} aria-hidden />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="persona-name" label="Name">
            <Input id="persona-name" value={draft.name} maxLength={SHORT_TEXT_CHARS} placeholder="e.g., Maya, busy parent" onChange={set("name")} disabled={disabled} />
          </Field>
          <Field id="persona-motivation" label="Motivation (optional)">
            <Input
              id="persona-motivation"
              value={draft.motivation}
              maxLength={DEFAULT_LIMITS.maxToolTextChars}
              placeholder="e.g., Plan the week's meals in 5 minutes"
              onChange={set("motivation")}
              disabled={disabled}
            />
          </Field>
        </div>
        <Field id="persona-description" label="Description">
          <Textarea
            id="persona-description"
            rows={2}
            value={draft.description}
            maxLength={DEFAULT_LIMITS.maxToolTextChars}
            placeholder="e.g., 38, two kids, shops on her phone during the commute, not very patient with long forms"
            onChange={set("description")}
            disabled={disabled}
          />
        </Field>
        <Field id="persona-context" label="Context (optional)">
          <Input
            id="persona-context"
            value={draft.context}
            maxLength={DEFAULT_LIMITS.maxToolTextChars}
            placeholder="e.g., On a crowded train, one hand free, patchy signal"
            onChange={set("context")}
            disabled={disabled}
          />
        </Field>
        <div>
          <Button variant="outline" onClick={add} disabled={disabled}>
            <UserPlus size={16} aria-hidden />
            Add Persona
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
