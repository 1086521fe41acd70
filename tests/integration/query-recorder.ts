/** A statement the app prepared, with the values it bound. */
export type RecordedQuery = { sql: string; params: unknown[] };

type Preparer = { prepare(query: string): D1PreparedStatement };

/** Makes `target.prepare` note each statement it prepares (and its bound values) in `seen`. */
function recordPrepare(target: Preparer, seen: RecordedQuery[]) {
  const prepare = target.prepare.bind(target);
  target.prepare = (query: string) => {
    const statement = prepare(query);
    const entry: RecordedQuery = { sql: query, params: [] };
    seen.push(entry);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      entry.params = params;
      return bind(...params);
    };
    return statement;
  };
}

/**
 * Records every statement the Worker (and anything else using `d1`) prepares, through the
 * database itself and through the Sessions API sessions it opens, until the returned stop().
 */
export function recordQueries(d1: D1Database): { seen: RecordedQuery[]; stop: () => void } {
  const seen: RecordedQuery[] = [];
  const originalPrepare = d1.prepare;
  const originalWithSession = d1.withSession;
  recordPrepare(d1, seen);
  d1.withSession = (constraintOrBookmark?: string) => {
    const session = originalWithSession.call(d1, constraintOrBookmark);
    recordPrepare(session, seen);
    return session;
  };
  return {
    seen,
    stop: () => {
      d1.prepare = originalPrepare;
      d1.withSession = originalWithSession;
    },
  };
}
