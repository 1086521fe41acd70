import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { toast, toastError } from "~/components/ui/toast";
import { deleteAccount as deleteMyAccount } from "~/lib/api/account";

/** Permanent deletion behind a confirmation dialog that says exactly what goes. */
export function DeleteAccountCard() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function deleteAccount() {
    setBusy(true);
    try {
      await deleteMyAccount();
      toast({ title: "Account deleted", description: "Your account and all its data are gone." });
      await navigate("/", { replace: true });
    } catch (failure) {
      toastError("Error", failure);
      setBusy(false);
    }
  }

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently deletes your account, saved conversations and their messages, uploaded screens, and signs out every session.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="destructive">Delete account</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This cannot be undone. All conversations, messages and uploads are deleted, and you are signed out everywhere.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={() => void deleteAccount()} disabled={busy}>
                {busy ? "Loading..." : "Delete account"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
