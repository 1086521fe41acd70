import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { toast, toastError } from "~/components/ui/toast";
import { deleteProduct } from "~/lib/api/products";

type DeleteProductDialogProps = {
  productId: string;
  name: string;
  items: number;
  disabled: boolean;
  onDeleting: (deleting: boolean) => void;
};

const itemsLabel = (count: number) => (count === 1 ? "1 saved item" : `${count.toLocaleString("en-US")} saved items`);

/**
 * "Delete product" (docs/product.md#products): asks what happens to its saved items — kept in
 * History (with no product) or deleted with it — then returns to /products.
 */
export function DeleteProductDialog({ productId, name, items, disabled, onDeleting }: DeleteProductDialogProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<"keep" | "delete" | null>(null);

  const remove = async (choice: "keep" | "delete") => {
    setBusy(choice);
    onDeleting(true);
    try {
      await deleteProduct(productId, choice);
      toast({
        title: "Product deleted",
        description:
          items === 0
            ? undefined
            : choice === "keep"
              ? `Its ${itemsLabel(items)} stay in History.`
              : `Its ${itemsLabel(items)} were deleted too.`,
        variant: "success",
      });
      setOpen(false);
      void navigate("/products");
    } catch (error) {
      toastError("Failed to delete the product", error);
      onDeleting(false);
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => busy === null && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Trash2 size={16} aria-hidden />
          Delete product
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Delete “{name}”?</DialogTitle>
          <DialogDescription>
            {items === 0
              ? "Its brief and personas will be deleted. Nothing is saved in it yet."
              : `Its brief and personas will be deleted. What should happen to its ${itemsLabel(items)}?`}
          </DialogDescription>
        </DialogHeader>
        {items > 0 && (
          <ul className="flex flex-col gap-2 text-sm text-muted">
            <li>
              <strong className="font-medium text-ink">Keep in History</strong>: every chat and result stays, just no longer in a product.
            </li>
            <li>
              <strong className="font-medium text-ink">Delete them too</strong>: they are removed for good, with their versions and share
              links.
            </li>
          </ul>
        )}
        <DialogFooter className="sm:flex-wrap">
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy !== null}>
            Cancel
          </Button>
          {items > 0 ? (
            <>
              <Button variant="outline" onClick={() => void remove("keep")} disabled={busy !== null}>
                {busy === "keep" ? "Deleting..." : "Delete product, keep items in History"}
              </Button>
              <Button variant="destructive" onClick={() => void remove("delete")} disabled={busy !== null}>
                {busy === "delete" ? "Deleting..." : "Delete product and its items"}
              </Button>
            </>
          ) : (
            <Button variant="destructive" onClick={() => void remove("keep")} disabled={busy !== null}>
              {busy ? "Deleting..." : "Delete product"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
