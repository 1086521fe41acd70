export type TestServer = {
  url: string;
  /** The server's stdout and stderr (the Worker's console lines). */
  logFile: string;
  stop: () => Promise<void>;
};
export type TestServerName = "shared" | "low-limits" | "disconnect" | "cut-off" | "storage-items" | "storage-bytes";
export declare const NAMED_TEST_SERVERS: Record<TestServerName, Record<string, string>>;
export declare function startTestServer(label: string, vars: Record<string, string>, migratedDatabase: string): Promise<TestServer>;
export declare function startNamedTestServer(name: TestServerName, migratedDatabase: string): Promise<TestServer>;
export declare function startedTestServers(): Partial<Record<TestServerName, { url: string; logFile: string }>>;
