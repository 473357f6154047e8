import { validator } from 'hono-openapi';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';

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
    return undefined;
  });
}
