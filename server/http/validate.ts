import { validator } from 'hono-openapi';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';

/** A UTF-16 surrogate without its partner: ill-formed text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string PostgreSQL cannot store, or null: a NUL character, or ill-formed
 * UTF-16 (a lone surrogate such as '\ud800'). Such a value would fail deep in a query; every route
 * refuses it up front instead.
 */
export function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path.join('.') : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, String(index)]);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(item, [...path, key]) ?? (key.includes('\u0000') || LONE_SURROGATE.test(key) ? [...path, key].join('.') : null);
      if (found !== null) {
        return found;
      }
    }
  }
  return null;
}

/**
 * Validates one part of the request with a valibot schema (and documents it in the OpenAPI file).
 * A bad value answers 400 `{ message: 'VALIDATION_ERROR', details: [{ path, message }] }`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      const details = result.error.map((issue) => ({
        path: (issue.path ?? []).map((part) => (typeof part === 'object' && part !== null && 'key' in part ? String(part.key) : String(part))).join('.'),
        message: issue.message,
      }));
      return c.json({ message: 'VALIDATION_ERROR', details }, 400);
    }
    const nulPath = nulCharacterPath(result.data);
    if (nulPath !== null) {
      return c.json({ message: 'VALIDATION_ERROR', details: [{ path: nulPath, message: 'NUL characters and broken Unicode are not allowed' }] }, 400);
    }
    return undefined;
  });
}
