import type { ResultVersionResponse } from "@shared/contracts/conversations";
import type { ResultVersion } from "@shared/result-versions";
import { apiJson } from "~/lib/api-client";

/**
 * One version of a saved result, whole, when the reader picks an older one (pages carry only the
 * newest): from the owner's address (`/api/conversations/:id/versions/:n`) or the share's
 * (`/api/shares/:shareId/versions/:n`).
 */
export async function readVersion(path: string): Promise<ResultVersion> {
  const { version } = await apiJson<ResultVersionResponse>(path, { fallbackError: "The version could not be opened" });
  return version;
}
