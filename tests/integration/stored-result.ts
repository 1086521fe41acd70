import { env } from "cloudflare:workers";
import type { ResultVersion } from "../../shared/result-versions";

/** A saved result's versions as stored (result_versions), oldest first. */
export async function storedVersions(conversationId: string): Promise<ResultVersion[]> {
  const { results } = await env.DB.prepare(
    "SELECT number, note, restored_from, parts FROM result_versions WHERE conversation_id = ? ORDER BY number",
  )
    .bind(conversationId)
    .all<{ number: number; note: string | null; restored_from: number | null; parts: string }>();
  return results.map((row) => ({
    number: row.number,
    note: row.note,
    restoredFrom: row.restored_from,
    parts: JSON.parse(row.parts) as string[],
  }));
}

/** Everything a saved conversation holds, row ids included: for "nothing changed" checks. */
export async function storedConversation(conversationId: string) {
  const messages = await env.DB.prepare("SELECT id, role, content FROM messages WHERE conversation_id = ? ORDER BY seq")
    .bind(conversationId)
    .all();
  const versions = await env.DB.prepare(
    "SELECT id, number, note, restored_from, parts FROM result_versions WHERE conversation_id = ? ORDER BY number",
  )
    .bind(conversationId)
    .all();
  return { messages: messages.results, versions: versions.results };
}
