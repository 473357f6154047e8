/** Reading JSON that came from outside the program (browser storage, a cookie, the page's own markup). */
import * as v from 'valibot';

/**
 * The value `text` holds as JSON when `schema` accepts it; null when there is no text, it is not JSON or the
 * schema refuses it (a tampered or outdated value reads as none, never as an error).
 */
export function parseCheckedJson<S extends v.GenericSchema>(
  schema: S,
  text: string | null | undefined,
): v.InferOutput<S> | null {
  if (text === null || text === undefined) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const checked = v.safeParse(schema, parsed);
  return checked.success ? checked.output : null;
}
