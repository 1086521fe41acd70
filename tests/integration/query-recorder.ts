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

/** A statement that answered, and how many rows it answered. */
export type AnsweredQuery = { sql: string; rows: number };

/**
 * Records how many rows each statement answers — run alone (`all`, `raw`, `first`) or in a batch —
 * through the database itself and its Sessions API sessions, until the returned stop().
 */
export function recordRows(d1: D1Database): { seen: AnsweredQuery[]; stop: () => void } {
  const seen: AnsweredQuery[] = [];
  const sqlOf = new WeakMap<object, string>();
  const watch = (statement: D1PreparedStatement, query: string) => {
    sqlOf.set(statement, query);
    const { all, raw, first, bind } = statement;
    statement.all = (async (...args: unknown[]) => {
      const answer = await (all as (...a: unknown[]) => Promise<D1Result>).apply(statement, args);
      seen.push({ sql: query, rows: answer.results.length });
      return answer;
    }) as typeof statement.all;
    statement.raw = (async (...args: unknown[]) => {
      const answer = await (raw as (...a: unknown[]) => Promise<unknown[]>).apply(statement, args);
      seen.push({ sql: query, rows: answer.length });
      return answer;
    }) as typeof statement.raw;
    statement.first = (async (...args: unknown[]) => {
      const answer = await (first as (...a: unknown[]) => Promise<unknown>).apply(statement, args);
      seen.push({ sql: query, rows: answer === null ? 0 : 1 });
      return answer;
    }) as typeof statement.first;
    statement.bind = (...params: unknown[]) => watch(bind.apply(statement, params), query);
    return statement;
  };
  const patch = (target: Preparer & { batch: D1Database["batch"] }) => {
    const { prepare, batch } = target;
    target.prepare = (query: string) => watch(prepare.call(target, query), query);
    target.batch = async <T>(statements: D1PreparedStatement[]) => {
      const answers = await batch.call(target, statements);
      answers.forEach((answer, i) => seen.push({ sql: sqlOf.get(statements[i]!) ?? "", rows: answer.results?.length ?? 0 }));
      return answers as D1Result<T>[];
    };
    return { prepare, batch };
  };
  const original = patch(d1);
  const originalWithSession = d1.withSession;
  d1.withSession = (constraintOrBookmark?: string) => {
    const session = originalWithSession.call(d1, constraintOrBookmark);
    patch(session);
    return session;
  };
  return {
    seen,
    stop: () => {
      d1.prepare = original.prepare;
      d1.batch = original.batch;
      d1.withSession = originalWithSession;
    },
  };
}
