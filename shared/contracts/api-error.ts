/**
 * The API's one error answer, `{error: {code, message, fields?}}`. `fields` names, for a request
 * its contract refused, the first message per field path (`contactEmail`, `target.signups`,
 * `tasks.1.goalScreenId`), so a form puts each message under its field without reading the words.
 */
export type ErrorFields = Record<string, string>;

export type ApiErrorBody = { error: { code: string; message: string; fields?: ErrorFields } };

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message per path of a failed zod check; a message about the whole body has no path and is left out. */
export function errorFieldsOf(issues: readonly Issue[]): ErrorFields {
  const fields: ErrorFields = {};
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    fields[issue.path.map(String).join(".")] ??= issue.message;
  }
  return fields;
}
