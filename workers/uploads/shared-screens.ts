import { rewriteUploadLinks, UPLOAD_IMAGE_PATTERN, withoutUploadImages } from "../../shared/contracts/uploads";

/** The "## Screens" section a saved validation report opens with: nothing but upload images. */
const SCREENS_SECTION = new RegExp(String.raw`\n## Screens\n\n(?:${UPLOAD_IMAGE_PATTERN}\n)+`, "g");

/**
 * Screens in a saved report are the owner's private uploads: a public share page drops them
 * (and the heading that only introduced them) unless the owner chose to show them.
 */
export function withoutPrivateScreens(markdown: string): string {
  return withoutUploadImages(markdown.replace(SCREENS_SECTION, "\n"));
}

/** Where anyone with the share link may see a screenshot the shared report links (workers/api/shared-screens.ts). */
export const sharedScreenUrl = (shareId: string, key: string) => `/api/shares/${shareId}/uploads/${key}`;

/** Public share with screenshots (the owner opted in): links go through the share's own route. */
export function withSharedScreens(markdown: string, shareId: string): string {
  return rewriteUploadLinks(markdown, (key) => sharedScreenUrl(shareId, key));
}
