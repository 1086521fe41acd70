import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Input, Label } from "../kit/client-ui";
import { UPLOAD_IMAGE_TYPES } from "@shared/contracts/uploads";
import { MAX_PROTOTYPE_IMAGES } from "@shared/contracts/validate-ux";
import type { ScreenUpload } from "./client-use-uploads";

type PrototypeCardProps = {
  url: string;
  onUrlChange: (url: string) => void;
  uploads: ScreenUpload[];
  /** The uploads the model will see (those the tasks cross first, ./client-screens-for-tasks.ts). */
  sentKeys: readonly string[];
  onAddFiles: (files: FileList | File[]) => void;
  onRemove: (item: ScreenUpload) => void;
  disabled: boolean;
};

/** Prototype link and screens. Screens upload as soon as they are chosen. */
export function PrototypeCard({ url, onUrlChange, uploads, sentKeys, onAddFiles, onRemove, disabled }: PrototypeCardProps) {
  const urlId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Prototype</CardTitle>
        <CardDescription>A link to your prototype, screenshots of its screens, or both.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={urlId}>Figma/Prototype URL (optional)</Label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            value={url}
            maxLength={2_000}
            placeholder="https://www.figma.com/proto/…"
            onChange={(event) => onUrlChange(event.target.value)}
            disabled={disabled}
          />
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium leading-5">Screens (optional)</span>
          <div
            className={cn(
              "flex flex-col items-center gap-2 rounded-card border border-dashed border-border px-4 py-6 text-center transition-colors duration-150",
              dragging && "border-designer bg-designer-soft",
            )}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              if (!disabled && event.dataTransfer.files.length) onAddFiles(event.dataTransfer.files);
            }}
          >
            <ImagePlus size={20} aria-hidden className="text-designer" />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={disabled}
              aria-describedby={hintId}
            >
              Upload screens
            </Button>
            <p id={hintId} className="text-sm text-muted">
              PNG, JPEG, WebP or GIF, up to 5 MB each. Drop files here too. Up to {MAX_PROTOTYPE_IMAGES} screens are shown to the synthetic
              users, those your tasks name first.
            </p>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(",")}
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label="Upload screens"
              data-testid="screen-file-input"
              onChange={(event) => {
                if (event.target.files?.length) onAddFiles(event.target.files);
                event.target.value = "";
              }}
            />
          </div>
          {uploads.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Uploaded screens">
              {uploads.map((item, index) => (
                <ScreenThumb
                  key={item.id}
                  item={item}
                  index={index}
                  notSent={item.status === "done" && !!item.key && !sentKeys.includes(item.key)}
                  onRemove={() => onRemove(item)}
                />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ScreenThumb({ item, index, notSent, onRemove }: { item: ScreenUpload; index: number; notSent: boolean; onRemove: () => void }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-control border border-border bg-subtle" data-status={item.status}>
      {/* A tall phone screen says what it is at its top; its middle is often empty space. */}
      <img
        src={item.preview}
        alt={`Screen ${index + 1}: ${item.name}`}
        className={cn("aspect-[4/3] w-full object-cover object-top", item.status === "error" && "opacity-40")}
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.name}`}
        className="focus-ring absolute right-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-pill bg-surface/90 text-ink shadow-sm hover:bg-surface media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:w-11"
      >
        <X size={16} aria-hidden />
      </button>
      <div className="flex flex-col gap-1 px-2 py-1.5">
        <span className="truncate text-sm" title={item.name}>
          {item.name}
        </span>
        {item.status === "uploading" && (
          <progress
            className="h-1.5 w-full accent-[rgb(var(--c-designer))]"
            value={item.progress}
            max={1}
            aria-label={`Uploading ${item.name}`}
          />
        )}
        {item.status === "error" && (
          <span role="alert" className="text-sm text-danger">
            {item.error}
          </span>
        )}
        {notSent && <span className="text-sm text-muted">Not sent (at most {MAX_PROTOTYPE_IMAGES} are)</span>}
      </div>
    </li>
  );
}
