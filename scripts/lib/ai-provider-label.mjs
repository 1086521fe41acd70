// What `npm start` says about the model the served Worker answers with. The provider comes from
// the Worker itself (`/api/health` reports the AI_PROVIDER its config parsed from wrangler.toml,
// `.dev.vars` and `--var`), so this line can never disagree with what the app really uses.

/** @type {Record<string, { label: string; note?: string }>} */
const PROVIDERS = {
  offline: { label: "offline model" },
  "openai-compatible": { label: "OpenAI-compatible model server" },
  // The AI binding exists only on Cloudflare's network (docs/providers.md).
  "workers-ai": {
    label: "Workers AI",
    note: "Workers AI answers only on Cloudflare's network: locally its calls fail unless run with remote bindings.",
  },
};

/**
 * The closing line's words for a provider name, and a warning when that provider cannot answer
 * from this machine. An unknown name is shown as given rather than passed off as the offline model.
 */
export function describeAiProvider(provider) {
  if (typeof provider !== "string" || provider === "") return { label: "unknown AI provider" };
  return PROVIDERS[provider] ?? { label: `AI provider "${provider}"` };
}
