import { MessageSquareText, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHandOff } from "./handoff";

export type HandOffAction = {
  label: string;
  icon: LucideIcon;
  /** Opens the next tool; may first save this result (its id is what the next tool reads). */
  run: () => void | Promise<void>;
};

type HandOffRowProps = {
  /** The result's name, e.g. "Monetization strategy", for "Ask in chat". */
  title: string;
  /** The result as Markdown: what "Ask in chat" attaches. */
  markdown: string;
  /** The tool's own next steps, before "Ask in chat". */
  actions?: HandOffAction[];
};

/**
 * "Next steps" under a result (docs/product.md#products): the tool's hand-offs to other tools,
 * each opening prefilled in the same product, and "Ask in chat" for every result.
 */
export function HandOffRow({ title, markdown, actions = [] }: HandOffRowProps) {
  const { toChat } = useHandOff();
  const [busy, setBusy] = useState<string | null>(null);
  const all: HandOffAction[] = [...actions, { label: "Ask in chat", icon: MessageSquareText, run: () => void toChat({ title, markdown }) }];
  return (
    <nav
      aria-label="Next steps"
      className="flex flex-col gap-2 rounded-card border border-border bg-subtle/40 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <span className="text-sm font-medium text-muted sm:mr-1">Next steps</span>
      {all.map(({ label, icon: Icon, run }) => (
        <Button
          key={label}
          variant="outline"
          size="sm"
          className="justify-start sm:justify-center"
          disabled={busy !== null}
          onClick={async () => {
            setBusy(label);
            try {
              await run();
            } finally {
              setBusy(null);
            }
          }}
        >
          <Icon size={16} aria-hidden />
          {busy === label ? "Opening…" : label}
        </Button>
      ))}
    </nav>
  );
}
