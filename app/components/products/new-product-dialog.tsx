import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createProductRequestSchema } from "@shared/contracts/products";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { BriefFields, type BriefDraft } from "./brief-fields";
import { fieldErrors } from "./field-errors";
import { createProduct } from "./product-api";

const EMPTY: BriefDraft = { name: "", idea: "", audience: "", notes: "" };

/** "New product": the brief's fields in a dialog; once created, the product's own page opens. */
export function NewProductDialog({ size = "md" }: { size?: "md" | "lg" }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const create = async () => {
    if (saving) return;
    const parsed = createProductRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const product = await createProduct(parsed.data);
      toast({ title: "Product created", description: "Every tool can now work inside it.", variant: "success" });
      setOpen(false);
      setDraft(EMPTY);
      void navigate(`/products/${product.id}`);
    } catch (error) {
      // What the server refused (a limit, the product cap) stays in view, with the draft kept.
      setErrors({ form: error instanceof Error ? error.message : "Failed to create the product" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
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
          <BriefFields
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
            errors={errors}
            disabled={saving}
            onSubmitKey={() => void create()}
            autoFocus
          />
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
