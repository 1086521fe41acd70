import type { AppConfig } from "../config";
import { publishOrigin } from "../launch/page-cache";
import type { Database } from "../../db/client";
import { findTestContent, type PublicTestRow } from "../../db/queries/prototype-test-public";
import type { PrototypeTest, PrototypeTestSummary } from "../../shared/contracts/prototype-tests";
import { wireframeSetSchema, type WireframeSet } from "../../shared/contracts/wireframes";

/**
 * A stored test row as the contract's shapes (shared/contracts/prototype-tests.ts). The screens
 * and tasks of a test never change once it is made, so each isolate parses them once per test.
 */

/** Where testers open the test: on PUBLISH_ORIGIN like landing pages, else the app's origin (relative when none is configured). */
export function testUrl(config: AppConfig, address: string): string {
  return `${publishOrigin(config) ?? ""}/t/${address}`;
}

type SummaryRow = Pick<
  PublicTestRow,
  "id" | "productId" | "conversationId" | "title" | "address" | "open" | "sessions" | "testerCap" | "createdAt"
>;

export function testSummary(config: AppConfig, row: SummaryRow): PrototypeTestSummary {
  return {
    id: row.id,
    productId: row.productId,
    conversationId: row.conversationId,
    title: row.title,
    address: row.address,
    url: testUrl(config, row.address),
    open: row.open,
    testers: row.sessions,
    testerCap: row.testerCap,
    createdAt: row.createdAt.getTime(),
  };
}

type Content = { tasks: PrototypeTest["tasks"]; wireframes: WireframeSet };
const parsed = new Map<string, Content>();
const MAX_REMEMBERED_TESTS = 64;

/** The test's tasks and screens (stored by the server itself after checking them, so read back as they were written). */
export function testContent(row: Pick<PublicTestRow, "id" | "tasks" | "wireframes">): Content {
  let content = parsed.get(row.id);
  if (!content) {
    content = {
      tasks: JSON.parse(row.tasks) as PrototypeTest["tasks"],
      // Parsed again through the schema for its defaults and limits: the page and the figures rely on them.
      wireframes: wireframeSetSchema.parse(JSON.parse(row.wireframes)),
    };
    if (parsed.size >= MAX_REMEMBERED_TESTS) parsed.clear();
    parsed.set(row.id, content);
  }
  return content;
}

/** The test's tasks and screens, read from D1 only when this isolate has not parsed them yet; null when the test is gone. */
export async function loadTestContent(db: Database, testId: string): Promise<Content | null> {
  const known = parsed.get(testId);
  if (known) return known;
  const row = await findTestContent(db, testId);
  return row && testContent(row);
}

type TestRow = SummaryRow & Pick<PublicTestRow, "tasks" | "wireframes" | "easeQuestion" | "sus" | "openingQuestion">;

export function prototypeTest(config: AppConfig, row: TestRow): PrototypeTest {
  return {
    ...testSummary(config, row),
    ...testContent(row),
    easeQuestion: row.easeQuestion,
    sus: row.sus,
    openingQuestion: row.openingQuestion,
  };
}
