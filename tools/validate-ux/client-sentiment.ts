// @unocss-include — the class names below live in a .ts file, which UnoCSS does not scan by default.

/**
 * Sentiment badge colours (docs/product.md#ux-prototype-validator): frustrated red (destructive), confused orange,
 * neutral grey, confident blue, satisfied green, anything else grey.
 */
const SENTIMENT_CLASSES: Record<string, string> = {
  frustrated: "bg-danger text-danger-ink",
  confused:
    "bg-orange-100 text-orange-800 media-[(prefers-color-scheme:dark)]:bg-orange-500/20 media-[(prefers-color-scheme:dark)]:text-orange-300",
  neutral: "bg-subtle text-muted",
  confident:
    "bg-blue-100 text-blue-800 media-[(prefers-color-scheme:dark)]:bg-blue-500/20 media-[(prefers-color-scheme:dark)]:text-blue-300",
  satisfied:
    "bg-green-100 text-green-800 media-[(prefers-color-scheme:dark)]:bg-green-500/20 media-[(prefers-color-scheme:dark)]:text-green-300",
};
const OTHER = "bg-subtle text-muted";

/** The tone a sentiment is drawn in, for tests and styling: red, orange, grey, blue, green. */
export const SENTIMENT_TONES: Record<string, "red" | "orange" | "grey" | "blue" | "green"> = {
  frustrated: "red",
  confused: "orange",
  neutral: "grey",
  confident: "blue",
  satisfied: "green",
};

export function sentimentClasses(sentiment: string): string {
  return SENTIMENT_CLASSES[sentiment.toLowerCase()] ?? OTHER;
}

export function sentimentTone(sentiment: string): string {
  return SENTIMENT_TONES[sentiment.toLowerCase()] ?? "grey";
}
