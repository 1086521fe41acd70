import { Hono } from "hono";
import { appendVersionRequestSchema, type AppendVersionResponse } from "../../shared/contracts/versions";
import { restoredVersionOf } from "../../shared/result-versions";
import { readVersionResponse } from "../../db/queries/version-rows";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { savedResultFor, storeVersion } from "./saved-result-versions";
import { readJson } from "./read-json";

/**
 * POST /api/conversations/:id/versions (docs/product.md#versions) — a version of a saved result
 * that the user made without the model: a diagram edited by hand ("Edited by hand") or an older
 * version copied forward ("Restored from Version N", N an existing version). Same rules as a
 * refined version: the owner's tool results only (else the 404 of an unknown id), at most 50,
 * stored whole in one batch, and every open tab hears of it.
 */
export const resultVersionRoutes = new Hono<AppEnv>().post("/:id/versions", async (c) => {
  const user = requireUser(c);
  const { note, parts } = await readJson(c, appendVersionRequestSchema);
  const { db } = c.var;
  const id = c.req.param("id");
  const result = await savedResultFor(db, user.id, id);
  const restored = restoredVersionOf(note);
  if (restored !== null && restored > result.versions) {
    throw new ApiError(400, "validation_error", `There is no Version ${restored} to restore.`);
  }
  // A restore is a copy: it keeps the structured response the restored version was stored with.
  const response = restored !== null ? await readVersionResponse(db, id, restored) : undefined;
  const body: AppendVersionResponse = await storeVersion(c.env, db, user.id, id, { note, restoredFrom: restored, response, parts }, { storage: c.var.config.storage });
  return c.json(body, 201);
});
