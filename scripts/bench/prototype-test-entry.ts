// Loaded through Vite by prototype-test-setup.mjs (the bench runs plain Node): the meal-box
// wireframes of the figures' unit tests, and each screen's Markdown part as the wireframe tool
// saves it, so the bench's saved result is read back by the server's own parser.
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox } from "../../tests/unit/prototype-test-fixture";

export const wireframes = mealBox;

/** The saved result's assistant parts: one per screen, as tests/integration/prototype-tests-helpers.ts saves them. */
export const savedParts = (): string[] => mealBox.screens.map((screen) => screenMarkdown(screen, mealBox));
