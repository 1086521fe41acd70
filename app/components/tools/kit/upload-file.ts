import { uploadResponseSchema, uploadUrl, UPLOADS_PATH, type UploadDto } from "@shared/contracts/uploads";

/**
 * Uploads one screen to `POST /api/uploads` as multipart form data. XMLHttpRequest rather than
 * fetch because only it reports upload progress. Rejects with the server's message.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<UploadDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOADS_PATH);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status === 201) {
        const parsed = uploadResponseSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data.upload);
      }
      const message = (body as { error?: { message?: string } } | null)?.error?.message;
      reject(new Error(message || "Upload failed. Please try again."));
    };
    xhr.onerror = () => reject(new Error("Upload failed. Check your connection and try again."));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set("file", file, file.name);
    xhr.send(form);
  });
}

export async function deleteUpload(key: string): Promise<void> {
  await fetch(uploadUrl(key), { method: "DELETE", credentials: "same-origin" }).catch(() => undefined);
}
