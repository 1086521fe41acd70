/**
 * Files a tool screen downloads or uploads. Apart from the screen kit (./client-screen.ts) so a
 * screen that needs none of it never loads it. A tool folder reaches the app only through the kit
 * (docs/architecture.md, "A tool is one definition").
 */
export { downloadBlob, downloadText } from "~/components/tools/kit/export-text";
export { deleteUpload, uploadFile } from "~/components/tools/kit/upload-file";
