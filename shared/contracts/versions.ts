import { z } from "zod";
import { EDITED_BY_HAND, restoredVersionOf } from "../result-versions";
import { boundedArray } from "./bounded-array";
import { withoutControls } from "./display-text";
import { CONVERSATION_LIMITS, conversationSummarySchema } from "./conversations";
import { WIREFRAME_LIMITS } from "./wireframes";

/**
 * Parts of one version: a wireframe set has one per screen, the most of any tool (a Visual Flow
 * result has one per use case), so a hand edit is held to a set's screens by this bound alone.
 */
export const MAX_VERSION_PARTS = WIREFRAME_LIMITS.screens;

/**
 * The version a save was made on (docs/product.md#version-conflicts): a hand edit, a restore or a
 * refine names the newest version it saw, and the server stores it only while that is still the
 * newest. Saves that leave it out (API clients of before) are not checked.
 */
export const baseVersionSchema = z
  .number({ error: "baseVersion is the number of the version the save was made on" })
  .int("baseVersion is a whole number")
  .min(1, "baseVersion is at least 1")
  .max(999, "baseVersion is at most 999");

/** What a save on an older base is told (409): who saved the newer version, and which it is. */
export const VERSION_CONFLICT_CODE = "version_conflict";
export const versionConflictMessage = (name: string) => `${name} saved a newer version`;

export const versionConflictBodySchema = z.object({
  error: z.object({ code: z.literal(VERSION_CONFLICT_CODE), message: z.string() }),
  latest: z.object({ number: z.number().int(), authorEmail: z.string() }),
});
export type VersionConflictBody = z.infer<typeof versionConflictBodySchema>;
export type VersionConflictLatest = VersionConflictBody["latest"];

/**
 * `POST /api/conversations/:id/versions` (docs/product.md#versions): a version the user made
 * without the model — a diagram edited by hand, or an older version restored as a copy. Refined
 * versions are stored by the tool function itself (`conversationId` on a refine).
 */
export const appendVersionRequestSchema = z
  .object({
    note: z
      .string({ error: "Say what made this version" })
      .max(100, `A version note is "${EDITED_BY_HAND}" or "Restored from Version N"`)
      .refine(
        (note) => note === EDITED_BY_HAND || restoredVersionOf(note) !== null,
        `A version note is "${EDITED_BY_HAND}" or "Restored from Version N"`,
      ),
    parts: boundedArray(
      z
        .string({ error: "Each part of a version is text" })
        .min(1, "A part of a version cannot be empty")
        .max(
          CONVERSATION_LIMITS.charactersPerMessage,
          `Each part can be at most ${CONVERSATION_LIMITS.charactersPerMessage.toLocaleString("en-US")} characters`,
        )
        .transform(withoutControls)
        .refine((part) => part.length > 0, "A part of a version cannot be empty"),
      {
        min: 1,
        tooFew: "A version needs at least one part",
        max: MAX_VERSION_PARTS,
        tooMany: `A version has at most ${MAX_VERSION_PARTS} parts`,
      },
    ).optional(),
    baseVersion: baseVersionSchema.optional(),
  })
  .refine(
    // A restore is a copy the server makes of the version it names; anything else brings its parts.
    (body) => body.parts !== undefined || restoredVersionOf(body.note) !== null,
    { message: "A version needs at least one part", path: ["parts"] },
  );
export type AppendVersionRequest = z.infer<typeof appendVersionRequestSchema>;

export const appendVersionResponseSchema = z.object({
  conversation: conversationSummarySchema,
  /** The number the new version got (2, 3 …). */
  version: z.number().int(),
});
export type AppendVersionResponse = z.infer<typeof appendVersionResponseSchema>;
