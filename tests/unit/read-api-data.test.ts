import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sessionResponseSchema } from "../../shared/auth-schema";
import {
  conversationListResponseSchema,
  conversationSearchResponseSchema,
  conversationSummaryResponseSchema,
  resultVersionResponseSchema,
  shareResponseSchema,
} from "../../shared/contracts/conversations";
import { productListResponseSchema } from "../../shared/contracts/products";
import {
  readConversationList,
  readConversationSearch,
  readConversationSummaryResponse,
  readProductList,
  readResultVersion,
  readSessionResponse,
  readShareResponse,
  readVersionConflict,
} from "../../app/lib/read-api-data";
import { versionConflictBodySchema } from "../../shared/contracts/versions";
import { bodiesFor } from "../integration/fuzz-arbitraries";

/** Answers have no length limits: the fuzzer's 200,000-element lists (slow for zod to walk) are cut short. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 8).map(shortened);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  return value;
}

// The dashboard and the /auth page read these answers without zod; each reader must accept
// exactly what its contract accepts and return what zod would. Values come from the schema
// itself (shaped, mutated, junk).
function agrees(schema: z.ZodType, read: (value: unknown) => unknown) {
  fc.assert(
    fc.property(bodiesFor(schema).map(shortened), (value) => {
      const parsed = schema.safeParse(value);
      expect(read(value)).toEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns: 300 },
  );
}

const summary = { id: "c1", title: "Pet app plan", updatedAt: 1, shared: false, tool: "build-startup" };

describe("zod-free readers of API answers", () => {
  it("read the session as its contract does", () => {
    agrees(sessionResponseSchema, readSessionResponse);
    expect(readSessionResponse({ user: { id: "u", email: "a@b.co", token: "secret" } })).toEqual({ user: { id: "u", email: "a@b.co" } });
    expect(readSessionResponse({})).toBeNull();
  });

  it("read saved conversations, one or a page, as their contracts do", () => {
    agrees(conversationSummaryResponseSchema, readConversationSummaryResponse);
    agrees(conversationListResponseSchema, readConversationList);
    expect(readConversationList({ conversations: [summary, { ...summary, tool: "no-such-tool" }], nextCursor: null })).toBeNull();
    expect(readConversationSummaryResponse({ conversation: { ...summary, productId: null } })).toEqual({
      conversation: { ...summary, productId: null },
    });
  });

  it("read search results as their contract does", () => {
    agrees(conversationSearchResponseSchema, readConversationSearch);
    expect(readConversationSearch({ conversations: [{ ...summary, snippet: null }], nextCursor: null, indexing: true })).toEqual({
      conversations: [{ ...summary, snippet: null }],
      nextCursor: null,
      indexing: true,
    });
    expect(readConversationSearch({ conversations: [summary], nextCursor: null })).toBeNull();
  });

  it("read a share link and a saved version as their contracts do", () => {
    agrees(shareResponseSchema, readShareResponse);
    agrees(resultVersionResponseSchema, readResultVersion);
    expect(readResultVersion({ version: { number: 1.5, note: null, restoredFrom: null, parts: [] } })).toBeNull();
  });

  it("read a version conflict (409) as its contract does, and nothing else as one", () => {
    agrees(versionConflictBodySchema, (value) => {
      const latest = readVersionConflict(value);
      // Read only when the answer is one: then its error is the code and message it checked.
      const { code, message } = latest ? (value as { error: { code: string; message: string } }).error : { code: "", message: "" };
      return latest && { error: { code, message }, latest };
    });
    expect(readVersionConflict({ error: { code: "conflict", message: "Full" }, latest: { number: 2, authorEmail: "a@b.c" } })).toBeNull();
  });

  it("read the product list as its contract does", () => {
    agrees(productListResponseSchema, readProductList);
  });
});
