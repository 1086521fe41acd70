import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createProductRequestSchema } from "@shared/contracts/products";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { createProduct } from "~/lib/api/products";
import { useFormState } from "~/lib/use-form-state";
import { BriefFields, type BriefDraft } from "./brief-fields";

const EMPTY: BriefDraft = { name: "", idea: "", audience: "", notes: "" };

/** "New product": the brief's fields in a dialog; once created, the product's own page opens. */
export function NewProductDialog({ size = "md" }: { size?: "md" | "lg" }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // What the server refuses (a limit, the product cap) stays in view, with the draft kept.
  const { draft, setDraft, errors, saving, submit, reset } = useFormState({
    initial: EMPTY,
    check: createProductRequestSchema,
    fallbackError: "Failed to create the product",
  });

  const create = () =>
    submit(async (brief) => {
      const product = await createProduct(brief);
      toast({ title: "Product created", description: "Every tool can now work inside it.", variant: "success" });
      setOpen(false);
      reset(EMPTY);
      void navigate(`/products/${product.id}`);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size={size}>
          <Plus size={16} aria-hidden />
          New product
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New product</DialogTitle>
          <DialogDescription>The brief every tool starts from. You can change it any time.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <BriefFields draft={draft} onChange={setDraft} errors={errors} disabled={saving} onSubmitKey={() => void create()} autoFocus />
          {errors.form && (
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Creating..." : "Create product"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
