import { FileText } from "lucide-react";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * "PDF": opens the print view in a new tab, which asks the browser to print; "Save as PDF" there
 * writes the file (docs/product.md#pdf). A link, so it also opens with a middle click or from the keyboard.
 */
export function PdfLink({ to, disabled = false, variant = "outline" }: { to: string; disabled?: boolean; variant?: "outline" | "ghost" }) {
  const content = (
    <>
      <FileText size={16} aria-hidden />
      PDF
    </>
  );
  if (disabled)
    return (
      <Button variant={variant} size="sm" disabled>
        {content}
      </Button>
    );
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      title="Opens a print view: choose “Save as PDF” as the printer"
      className={buttonClasses({ variant, size: "sm" })}
    >
      {content}
    </a>
  );
}
