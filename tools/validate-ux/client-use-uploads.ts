import { useCallback, useEffect, useRef, useState } from "react";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadUrl,
} from "@shared/contracts/uploads";
import { deleteUpload, uploadFile } from "../kit/client-files";

export type ScreenUpload = {
  id: string;
  name: string;
  /** Local preview (blob: URL) while and after uploading. */
  preview: string;
  status: "uploading" | "done" | "error";
  progress: number;
  key?: string;
  error?: string;
};

/**
 * Prototype screens: each file uploads as soon as it is chosen, with progress and its own
 * error. Removing a screen deletes the stored copy too. `stored` are screens already uploaded
 * (wireframes handed over by "Validate these wireframes"), shown from their owner-only address.
 */
export function useUploads(stored: readonly { key: string; name: string }[] = []) {
  const [items, setItems] = useState<ScreenUpload[]>(() =>
    stored.map(({ key, name }) => ({ id: key, name, preview: uploadUrl(key), status: "done", progress: 1, key })),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((id: string, patch: Partial<ScreenUpload>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback(
    (files: FileList | File[]) => {
      for (const file of Array.from(files)) {
        const id = crypto.randomUUID();
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        // Checked here for a fast answer; the server checks the bytes again.
        const early = !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)
          ? UPLOAD_NOT_IMAGE_MESSAGE
          : file.size > MAX_UPLOAD_BYTES
            ? UPLOAD_TOO_LARGE_MESSAGE
            : undefined;
        setItems((current) => [
          ...current,
          { id, name: file.name, preview, status: early ? "error" : "uploading", progress: 0, error: early },
        ]);
        if (early) continue;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        uploadFile(file, (progress) => update(id, { progress }), controller.signal)
          .then((dto) => update(id, { status: "done", progress: 1, key: dto.key }))
          .catch((error: Error) => {
            if (!controller.signal.aborted) update(id, { status: "error", error: error.message });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [update],
  );

  const remove = useCallback((item: ScreenUpload) => {
    controllers.current.get(item.id)?.abort();
    if (item.key) void deleteUpload(item.key);
    if (item.preview.startsWith("blob:")) URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setItems((current) => current.filter((other) => other.id !== item.id));
  }, []);

  const ready = items.filter((item) => item.status === "done" && item.key);
  return { items, add, remove, ready, uploading: items.some((item) => item.status === "uploading") };
}
