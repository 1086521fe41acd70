/**
 * The app's API clients a tool screen calls beyond its own tool function. A tool folder reaches the
 * app only through the kit (docs/architecture.md, "A tool is one definition").
 */
export { ClientApiError } from "~/lib/api-client";
export { postForAnswer } from "~/lib/api-stream";
export { readConversation, searchConversations } from "~/lib/api/conversations";
export { readProductPage, updateProduct } from "~/lib/api/products";
export { readToolStream } from "~/lib/tool-stream";
