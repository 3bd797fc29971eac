/** The field messages of the settings forms, as the tabs show them: several joined by ", ". */

type Issue = { path: readonly PropertyKey[]; message: string };

/** What a settings form's client check answers: the body to send, or the fields' messages. */
export type CheckedBody<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

/**
 * A client check with the contract's schema (the same messages as the API): the parsed body,
 * or the messages by path moved to the form's fields by `byField`.
 */
export function checkBody<B>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: B } | { success: false; error: { issues: readonly Issue[] } };
  },
  body: unknown,
  byField: (errors: Record<string, string>) => Record<string, string>,
): CheckedBody<B> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: byField(issueMessages(result.error.issues)) };
}

/** The messages of a failed schema check by dotted path ("form" for the whole body). */
function issueMessages(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] = errors[key] ? `${errors[key]}, ${issue.message}` : issue.message;
  }
  return errors;
}

/** Messages by path (server `errors` or client issues) moved to the form field `fieldOf` names. */
export function messagesByField(
  errors: Record<string, string>,
  fieldOf: (key: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOf(key);
    out[field] = out[field] && out[field] !== message ? `${out[field]}, ${message}` : message;
  }
  return out;
}
