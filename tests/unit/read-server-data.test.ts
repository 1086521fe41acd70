import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { chatChunkSchema } from "../../shared/contracts/chat";
import { readAiStatus, readChatChunk, readNotificationList, readRealtimeEvent } from "../../app/lib/read-server-data";
import { notificationListSchema } from "../../shared/contracts/comments";
import { realtimeEventSchema } from "../../shared/realtime-events";
import { bodiesFor } from "../integration/fuzz-arbitraries";

// Signed-in pages read these without zod; each reader must accept exactly what its contract
// accepts and return what zod would. Values come from the schema itself (shaped, mutated, junk).
function agrees<T>(
  schema: z.ZodType,
  read: (value: unknown) => T | null,
  expected: (parsed: never) => T = (parsed) => parsed,
  numRuns = 1000,
) {
  fc.assert(
    fc.property(bodiesFor(schema), (value) => {
      const parsed = schema.safeParse(value);
      expect(read(value)).toEqual(parsed.success ? expected(parsed.data as never) : null);
    }),
    { numRuns },
  );
}

describe("zod-free readers of server data", () => {
  it("read realtime events as the realtime event schema does", () => {
    agrees(realtimeEventSchema, readRealtimeEvent);
    expect(
      readRealtimeEvent({
        type: "conversation.inserted",
        conversation: { id: "c", title: "t", updatedAt: 1, tool: "build-startup", shared: true },
      }),
    ).toEqual({
      type: "conversation.inserted",
      conversation: { id: "c", title: "t", updatedAt: 1, tool: "build-startup" },
    });
    expect(
      readRealtimeEvent({ type: "conversation.updated", conversation: { id: "c", title: "t", updatedAt: 1, tool: "no-such-tool" } }),
    ).toBeNull();
    // The owner's prototype test cards and results pages follow this one without a reload.
    expect(readRealtimeEvent({ type: "prototype-test.updated", productId: "p", testId: "t" })).toEqual({
      type: "prototype-test.updated",
      productId: "p",
      testId: "t",
    });
    expect(readRealtimeEvent({ type: "prototype-test.updated", productId: "p" })).toBeNull();
  });

  it("read the notifications list as its schema does, so the bell on every signed-in page needs no zod", () => {
    // Each value is a list of nested notifications, so far fewer runs cost as much as the flat events' 1,000: a
    // fresh-clone run on a busy machine once took 30 s over 1,000 of these.
    agrees(notificationListSchema, readNotificationList, undefined, 200);
    const actor = { userId: "u", email: "ed@example.com", initials: "ED", color: "#1d4ed8" };
    const notification = {
      id: "n",
      kind: "reply",
      actor,
      excerpt: "Yes",
      commentId: "c",
      conversationId: "i",
      itemTitle: "Wireframes",
      productId: "p",
      productName: "Meal boxes",
      createdAt: 1,
      readAt: null,
    };
    expect(readNotificationList({ notifications: [notification], unread: 1 })).toEqual({ notifications: [notification], unread: 1 });
    expect(readNotificationList({ notifications: [{ ...notification, kind: "like" }], unread: 1 })).toBeNull();
    expect(readNotificationList({ notifications: [], unread: -1 })).toBeNull();
  });

  it("read chat stream chunks as the chat chunk schema does", () => {
    type Chunk = z.infer<typeof chatChunkSchema>;
    // Fewer runs: some carry a 200,000-element `choices`, slow for zod to walk.
    agrees(
      chatChunkSchema,
      readChatChunk,
      (chunk: Chunk) => ({ text: chunk.choices?.[0]?.delta.content ?? "", error: chunk.error ?? null }),
      100,
    );
    expect(readChatChunk({ choices: [{ delta: { content: "Hi", role: "assistant" } }] })).toEqual({ text: "Hi", error: null });
    expect(readChatChunk({ error: { code: "ai_timeout", message: "Too slow" } })).toEqual({
      text: "",
      error: { code: "ai_timeout", message: "Too slow" },
    });
    expect(readChatChunk({ choices: [{ delta: { content: 1 } }] })).toBeNull();
  });

  it("read the usage reply as the AI status schema does", () => {
    agrees(aiStatusSchema, readAiStatus);
  });
});
