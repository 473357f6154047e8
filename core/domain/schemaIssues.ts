/**
 * What a schema's refusal says, in the two shapes the portal uses: the API's VALIDATION_ERROR details
 * (`{ path, message }`, the path dotted) and a form's first message per field. The server's validator, the
 * in-memory back end and the forms read a schema's issues only through these.
 */

/** A refusal as valibot and Standard Schema issues both carry it: a message and the keys leading to the value. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: unknown })[] | undefined;
}

/** One refused value: where (keys joined with dots) and why. */
export interface IssueDetail {
  path: string;
  message: string;
}

function keyOf(part: PropertyKey | { readonly key: unknown }): string {
  return typeof part === 'object' && part !== null && 'key' in part ? String(part.key) : String(part);
}

/** The API's VALIDATION_ERROR details of a schema's issues, in the schema's order. */
export function issueDetails(issues: readonly SchemaIssue[]): IssueDetail[] {
  return issues.map((issue) => ({ path: (issue.path ?? []).map(keyOf).join('.'), message: issue.message }));
}

/** The first message of each top-level field with a problem, keyed by the field. */
export function firstMessagePerField(issues: readonly SchemaIssue[] | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const first = issue.path?.[0];
    const field = first === undefined ? undefined : keyOf(first);
    if (field !== undefined && messages[field] === undefined) {
      messages[field] = issue.message;
    }
  }
  return messages;
}
