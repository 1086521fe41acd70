import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatBytes, storageUsedText, type StorageStatus } from "@shared/contracts/storage";

/** What the account stores: saved text and uploaded screens against the byte limit, saved items against theirs. */
export function StorageCard({ storage }: { storage: StorageStatus }) {
  // The bar shows whichever limit is nearer, so a full item count never looks like room to spare.
  const share = Math.min(100, Math.max(storage.usedBytes / storage.limitBytes, storage.items / storage.limitItems) * 100);
  const full = storage.usedBytes >= storage.limitBytes || storage.items >= storage.limitItems;
  const bar = full ? "bg-danger" : share >= 90 ? "bg-warning" : "bg-accent";
  return (
    // The target of "See your storage" in the notices that strangers are turned away (STORAGE_HREF).
    <Card id="storage" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          Saved chats and results, their versions and uploaded screens. Deleting saved work frees its space.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-lg font-medium" data-testid="profile-storage">
          {storageUsedText(storage)}
        </p>
        <div
          role="meter"
          aria-label="Storage used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share)}
          aria-valuetext={`${formatBytes(storage.usedBytes)} of ${formatBytes(storage.limitBytes)} used, ${storage.items} of ${storage.limitItems} saved items`}
          className="h-2 overflow-hidden rounded-pill bg-subtle"
        >
          <div className={`h-full rounded-pill ${bar} transition-[width] duration-200`} style={{ width: `${share}%` }} />
        </div>
        <p className="text-sm text-muted">
          {storage.items.toLocaleString("en-US")} of {storage.limitItems.toLocaleString("en-US")} saved items.
          {full ? " Your storage is full: delete saved work you no longer need to save more." : ""}
        </p>
      </CardContent>
    </Card>
  );
}
