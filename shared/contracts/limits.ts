import { z } from "zod";

/**
 * Input caps shared by client forms and the server (the server enforces its own configured
 * values, which default to these). Generous for real use, small enough to bound model cost.
 */
export const DEFAULT_LIMITS = {
  /** Messages in one chat request (history included). */
  maxMessages: 60,
  /** Characters in one chat message. */
  maxMessageChars: 8_000,
  /** Characters in one free-text tool field (idea, description, goals...). */
  maxToolTextChars: 6_000,
  /** AI requests per user per UTC day. */
  dailyRequests: 300,
  /** Bytes one account may store: saved text (with a small charge per row) and uploaded screens. */
  storageBytes: 100_000_000,
  /** Saved chats and results one account may keep. */
  storageItems: 5_000,
} as const;

/**
 * What a chat request may hold at most, whatever the configuration: the highest values
 * AI_MAX_MESSAGES and AI_MAX_MESSAGE_CHARS accept (workers/config.ts). The configured
 * caps, usually far lower, are answered with 413 by the server.
 */
export const CHAT_CEILINGS = { messages: 1_000, charactersPerMessage: 200_000 } as const;

/** Short single-line fields (workshop duration, persona name...). */
export const SHORT_TEXT_CHARS = 200;

/** A free-text tool field the user must fill in (an idea, a description); a missing field gets the same message as an empty one. */
export const requiredToolText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(DEFAULT_LIMITS.maxToolTextChars);
