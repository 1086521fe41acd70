/**
 * Testing a drawn flow with real people (app/components/prototype-tests/). A tool folder reaches the
 * app only through the kit (docs/architecture.md, "A tool is one definition").
 */
export { TestWithRealPeopleButton } from "~/components/prototype-tests/test-dialog";
