import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

type ToolHeaderProps = {
  title: string;
  intro: string;
  /** When given, a "Back to Dashboard" button calls it (only when a back action is supplied: docs/product.md#back-buttons-on-tool-screens). */
  onBack?: () => void;
};

/** Title, intro and the optional back button of the validator and workshop screens (docs/product.md#back-buttons-on-tool-screens). */
export function DesignerToolHeader({ title, intro, onBack }: ToolHeaderProps) {
  return (
    <header>
      {onBack ? (
        <Button variant="ghost" size="sm" className="-ml-2 text-muted hover:text-ink" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden />
          Back to Dashboard
        </Button>
      ) : null}
      <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-designer">For Designers</p>
      <h1 className="mt-1 text-xl font-medium tracking-tight">{title}</h1>
      <p className="mt-2 max-w-2xl text-muted">{intro}</p>
    </header>
  );
}
