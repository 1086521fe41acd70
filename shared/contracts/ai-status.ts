import { z } from "zod";

/** Today's AI requests for one user (also pushed to open tabs as the realtime "usage.updated" event). */
export const aiQuotaSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /**
   * Goes up with every change of the day's count, a request given back included (which lowers
   * `used`), so of two readings of one day the higher revision is the newer.
   */
  revision: z.number().int(),
  /** When the daily counter starts again (next UTC midnight), ISO 8601. */
  resetsAt: z.string(),
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;

/** `GET /api/usage`: which model answers and how much of today's quota is left. */
export const aiStatusSchema = z.object({
  provider: z.enum(["offline", "workers-ai", "openai-compatible"]),
  /** True while the built-in offline model answers; the UI then shows the "Offline model" label. */
  offline: z.boolean(),
  /** Human-readable model name, e.g. "Offline model" or "@cf/meta/llama-3.3-70b-instruct-fp8-fast". */
  modelLabel: z.string(),
  expertName: z.string(),
  quota: aiQuotaSchema,
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
