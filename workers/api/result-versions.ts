import { Hono } from "hono";
import { appendVersionRequestSchema, type AppendVersionResponse } from "../../shared/contracts/versions";
import { restoredVersionOf } from "../../shared/result-versions";
import { findReadableConversation } from "../../db/queries/readable-conversations";
import { readVersion } from "../../db/queries/version-rows";
import type { ResultVersionResponse } from "../../shared/contracts/conversations";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { savedResultFor, storeVersion } from "./saved-result-versions";
import { versionAsReaderSees } from "./member-view";
import { admitItemWrite } from "./hourly-bound";
import { readJson } from "./read-json";

/**
 * POST /api/conversations/:id/versions (docs/product.md#versions) — a version of a saved result
 * that the user made without the model: a diagram edited by hand ("Edited by hand", with its
 * parts) or an older version copied forward ("Restored from Version N", N an existing version:
 * the server copies that version's parts and structured result; parts sent with it are not
 * needed). Same rules as a refined version: the owner's tool results, or an editor's of the
 * product they are in (a commenter or viewer: 403; anyone else: the 404 of an unknown id), at most
 * 50, stored whole in one batch, and every open tab hears of it. With `baseVersion`, a save on a
 * version someone has saved past is refused with 409 version_conflict naming them
 * (docs/product.md#version-conflicts).
 *
 * GET /api/conversations/:id/versions/:number — one version whole, for the saved result's page
 * when the user picks an older one (the page itself carries only the newest); for the owner and
 * every member of the product the result is in, like the page.
 */
export const resultVersionRoutes = new Hono<AppEnv>()
  .post("/:id/versions", async (c) => {
    const user = requireUser(c);
    const { note, parts, baseVersion } = await readJson(c, appendVersionRequestSchema);
    await admitItemWrite(c, user.id);
    const { db } = c.var;
    const id = c.req.param("id");
    const result = await savedResultFor(db, user.id, id);
    const restored = restoredVersionOf(note);
    const copied = restored === null ? null : await readVersion(db, id, restored);
    if (restored !== null && !copied) throw new ApiError(400, "validation_error", `There is no Version ${restored} to restore.`);
    const version = copied
      ? { note, restoredFrom: restored, response: copied.response, parts: copied.parts }
      : { note, restoredFrom: null, parts: parts! };
    // Stored as the owner's, saved by the caller; checked against its base in the writing statement.
    const body: AppendVersionResponse = await storeVersion(c.env, db, result.writer, result.id, version, {
      storage: c.var.config.storage,
      baseVersion,
    });
    return c.json(body, 201);
  })
  .get("/:id/versions/:number", async (c) => {
    const user = requireUser(c);
    const { db } = c.var;
    const id = c.req.param("id");
    const readable = await findReadableConversation(db, user.id, id);
    if (!readable) throw new ApiError(404, "not_found", "Conversation not found.");
    const version = await readVersion(db, id, versionNumberOf(c.req.param("number")));
    if (!version) throw new ApiError(404, "not_found", "No such version.");
    const { response: _response, ...shown } = version;
    return c.json({ version: versionAsReaderSees(readable.role, shown) } satisfies ResultVersionResponse);
  });

/** A version number from the address: 1–999, else 0 (which no version has). */
export function versionNumberOf(text: string): number {
  return /^[1-9]\d{0,2}$/.test(text) ? Number(text) : 0;
}
