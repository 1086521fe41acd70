import { afterEach, describe, expect, it, vi } from "vitest";
import { actOnToast, dismissToast, getToasts, subscribeToasts, toast, toastError } from "~/components/ui/toast-store";

afterEach(() => {
  vi.useRealTimers();
});

describe("the toast store", () => {
  it("queues toasts with a default variant and notifies subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const { id } = toast({ title: "Saved", description: "Your chat is in History." });
    expect(getToasts().at(-1)).toMatchObject({
      id,
      title: "Saved",
      description: "Your chat is in History.",
      variant: "default",
      open: true,
    });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it("closes, then removes a dismissed toast after its exit animation", () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: "Failed", variant: "destructive" });
    dismiss();
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(250);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });

  it("closes the toasts of a flow when the flow's next toast shows, and leaves other toasts alone", () => {
    const created = toast({ title: "Account created! Please log in.", variant: "success", scope: "auth" });
    const unrelated = toast({ title: "Conversation saved", variant: "success" });
    const signedIn = toast({ title: "Logged in successfully!", variant: "success", scope: "auth" });
    const open = (id: number) => getToasts().find((t) => t.id === id)?.open;
    expect([open(created.id), open(unrelated.id), open(signedIn.id)]).toEqual([false, true, true]);
    for (const { id } of [created, unrelated, signedIn]) dismissToast(id);
  });

  it("keeps at most four toasts, dropping the oldest", () => {
    const ids = Array.from({ length: 6 }, (_, i) => toast({ title: `t${i}` }).id);
    expect(getToasts().map((t) => t.id)).toEqual(ids.slice(-4));
    for (const id of ids) dismissToast(id);
  });

  it("reports a failure with the error's message, or the fallback when it has none", () => {
    const fromError = toastError("Save failed", new Error("Network down"));
    expect(getToasts().find((t) => t.id === fromError.id)).toMatchObject({
      title: "Save failed",
      description: "Network down",
      variant: "destructive",
    });
    const fromNothing = toastError("Copy failed", {}, "Copy it by hand");
    expect(getToasts().find((t) => t.id === fromNothing.id)).toMatchObject({
      title: "Copy failed",
      description: "Copy it by hand",
      variant: "destructive",
    });
  });
});

describe("a toast with an action", () => {
  it("calls the action, not the dismiss callback, when the action is pressed", async () => {
    const calls: string[] = [];
    const { id } = toast({
      title: "Conversation deleted",
      action: { label: "Undo", altText: "Undo", onAct: () => calls.push("undo") },
      onDismiss: () => calls.push("dismissed"),
    });
    actOnToast(id);
    await Promise.resolve();
    expect(calls).toEqual(["undo"]);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
  });

  it("calls the dismiss callback once when it goes away otherwise: closed, replaced by its flow, or pushed out", async () => {
    const calls: number[] = [];
    const first = toast({ title: "A", onDismiss: () => calls.push(1) });
    dismissToast(first.id);
    dismissToast(first.id);
    toast({ title: "B", scope: "flow", onDismiss: () => calls.push(2) });
    toast({ title: "C", scope: "flow" });
    toast({ title: "D", onDismiss: () => calls.push(3) });
    for (let i = 0; i < 4; i++) toast({ title: `filler ${i}` });
    await Promise.resolve();
    expect(calls.sort()).toEqual([1, 2, 3]);
  });
});
