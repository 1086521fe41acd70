import type { z } from "zod";
import { credentialsSchema } from "../../shared/auth-schema";
import { chatRequestSchema } from "../../shared/contracts/chat";
import { saveConversationRequestSchema, shareRequestSchema, updateConversationRequestSchema } from "../../shared/contracts/conversations";
import { createProductRequestSchema, updateProductRequestSchema } from "../../shared/contracts/products";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../tools/contracts";
import { askPersonaRequestSchema } from "../../shared/contracts/ask-persona";
import { appendVersionRequestSchema } from "../../shared/contracts/versions";
import { createCommentRequestSchema, readNotificationsRequestSchema, replyRequestSchema } from "../../shared/contracts/comments";
import { acceptInviteRequestSchema, createInviteRequestSchema } from "../../shared/contracts/product-members";
import { toolExamples } from "../tool-examples";

const idea = "Neighbours lend each other garden tools";
/** One valid body per tool, so a fuzzed variant differs from an accepted request in one place only. */
export const validTool = Object.fromEntries(
  TOOL_NAMES.map((tool) => [tool, toolExamples[tool].everyField ?? toolExamples[tool].request(idea)]),
) as Record<ToolName, unknown>;

/** A follow-up question to one synthetic user of the valid validation above. */
export const validAskPersona = {
  persona: { name: "Maya", description: "New gardener" },
  task: "Borrow a trimmer",
  result: {
    persona: "Maya",
    task: "Borrow a trimmer",
    sentiment: "confused",
    successRate: 55,
    behavior: "Opened the wrong tab first.",
    feedback: "I had to guess.",
    recommendations: ["Recognition rather than recall: label the borrow button."],
  },
  question: "What did you expect to see first?",
};

/** One valid "New product" body, with a persona so the personas array has a valid element. */
export const validProduct = {
  name: "Tool Library",
  idea,
  audience: "Gardeners",
  personas: [{ name: "Maya", description: "New gardener" }],
};

export type BodyRoute = {
  /** Called as is: the share route (`:id`) has no arrays, it is listed so its contract is checked for maxima. */
  path: string;
  schema: z.ZodType;
  valid: unknown;
  signedIn: boolean;
};

/** Every API route that reads a JSON body, with the contract it validates against. */
export const BODY_ROUTES: BodyRoute[] = [
  {
    path: "/api/auth/sign-up",
    schema: credentialsSchema,
    valid: { email: "fuzz@example.com", password: "correct horse battery" },
    signedIn: false,
  },
  {
    path: "/api/auth/sign-in",
    schema: credentialsSchema,
    valid: { email: "fuzz@example.com", password: "correct horse battery" },
    signedIn: false,
  },
  { path: "/api/chat/completions", schema: chatRequestSchema, valid: { messages: [{ role: "user", content: "hi" }] }, signedIn: true },
  {
    path: "/api/conversations",
    schema: saveConversationRequestSchema,
    valid: { messages: [{ role: "user", content: "hi" }] },
    signedIn: true,
  },
  { path: "/api/conversations/:id/share", schema: shareRequestSchema, valid: { includeScreens: false }, signedIn: true },
  // PATCH (rename, move into or out of a product); no arrays, so only its string maxima are checked from here.
  { path: "/api/conversations/:id", schema: updateConversationRequestSchema, valid: { title: "Renamed" }, signedIn: true },
  // "New product" (docs/product.md#products): its personas are one more array field.
  { path: "/api/products", schema: createProductRequestSchema, valid: validProduct, signedIn: true },
  // PATCH /api/products/:id is POSTed nowhere from here (no such route): PRODUCT_BODY_ROUTES below covers it.
  ...TOOL_NAMES.map((name) => ({
    path: `/api/functions/${name}`,
    schema: toolContracts[name].request,
    valid: validTool[name],
    signedIn: true,
  })),
  // A hand edit or restore of a saved result (docs/product.md#versions); `:id` stays literal, the body is refused first.
  {
    path: "/api/conversations/:id/versions",
    schema: appendVersionRequestSchema,
    valid: { note: "Edited by hand", parts: ["# Plan"] },
    signedIn: true,
  },
  { path: "/api/functions/ask-persona", schema: askPersonaRequestSchema, valid: validAskPersona, signedIn: true },
  // Comments and notifications (docs/product.md#comments); `:id` stays literal, the body is refused first.
  {
    path: "/api/conversations/:id/comments",
    schema: createCommentRequestSchema,
    valid: { anchor: { kind: "landing-section", section: "hero" }, version: 1, body: "Say what it does", mentions: ["someone"] },
    signedIn: true,
  },
  { path: "/api/comments/:id/replies", schema: replyRequestSchema, valid: { body: "Agreed", mentions: ["someone"] }, signedIn: true },
  { path: "/api/notifications/read", schema: readNotificationsRequestSchema, valid: { ids: ["a-notification"] }, signedIn: true },
  // Members (docs/product.md#members-and-roles); `:id` stays literal, the body is refused first.
  { path: "/api/products/:id/invites", schema: createInviteRequestSchema, valid: { role: "viewer" }, signedIn: true },
  { path: "/api/invites/accept", schema: acceptInviteRequestSchema, valid: { token: "not-a-real-token" }, signedIn: true },
];

/** Every API route that takes a share id (`:shareId`, filled in by the caller) and no body. */
export const SHARE_ID_ROUTES: { method: string; path: string }[] = [
  { method: "POST", path: "/api/shares/:shareId/copy" },
  { method: "GET", path: "/api/shares/:shareId/uploads/abcdefghijklmnopqrstuvwxyz234567" },
];

/**
 * The product routes that read a JSON body, with their method (`:id` is filled in by the caller
 * with a product of the signed-in user), for tests that send more than POST.
 */
export const PRODUCT_BODY_ROUTES: { method: "POST" | "PATCH"; path: string; schema: z.ZodType; valid: unknown }[] = [
  { method: "POST", path: "/api/products", schema: createProductRequestSchema, valid: validProduct },
  {
    method: "PATCH",
    path: "/api/products/:id",
    schema: updateProductRequestSchema,
    valid: { name: "Renamed", personas: validProduct.personas },
  },
];
