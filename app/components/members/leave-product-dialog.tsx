import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { toast, toastError } from "~/components/ui/toast";
import { removeMember } from "~/lib/api/members";

/** "Leave product" (a member, not the owner): asks first, then returns to /products. */
type LeaveProductDialogProps = { productId: string; name: string; disabled: boolean; onLeaving: (leaving: boolean) => void };

export function LeaveProductDialog({ productId, name, disabled, onLeaving }: LeaveProductDialogProps) {
  const navigate = useNavigate();
  const userId = (useRouteLoaderData("routes/protected-layout") as { user?: { id: string } } | undefined)?.user?.id;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    if (!userId) return;
    setBusy(true);
    onLeaving(true);
    try {
      await removeMember(productId, userId, { leaving: true });
      toast({ title: "You left the product", description: `“${name}” is no longer in your Products.`, variant: "success" });
      setOpen(false);
      void navigate("/products");
    } catch (error) {
      toastError("Failed to leave the product", error);
      onLeaving(false);
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || !userId}>
          <LogOut size={16} aria-hidden />
          Leave product
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Leave “{name}”?</DialogTitle>
          <DialogDescription>
            You will no longer see it or anything in it. Your comments stay. To come back, ask the owner for a new invite link.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void leave()} disabled={busy}>
            {busy ? "Leaving..." : "Leave product"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
