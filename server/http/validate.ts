import { uniqueSymbol, validator } from 'hono-openapi';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type * as v from 'valibot';
import { issueDetails } from '../../core/domain/schemaIssues.ts';

/** A UTF-16 surrogate without its partner: ill-formed text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Deepest nesting of arrays and objects any request may carry. The API's own bodies are at most three
 * levels deep; the cap keeps the walk below (and anything after it) cheap and bounded.
 */
const MAX_INPUT_DEPTH = 32;

/** Why a request value is refused before its schema's output is used, and where. */
export interface InputProblem {
  path: string;
  message: string;
}

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const UNSTORABLE_MESSAGE = 'NUL characters and broken Unicode are not allowed';

/**
 * The first problem in a request value, or null: nesting deeper than MAX_INPUT_DEPTH, or a string (or key)
 * PostgreSQL cannot store, a NUL character or ill-formed UTF-16 (a lone surrogate such as '\ud800'). Such a
 * value would fail deep in a query. The walk is iterative, so no input can overflow the stack, and it covers
 * the whole body, including keys no schema reads.
 */
function inputProblem(value: unknown): InputProblem | null {
  // Depth-first with an explicit stack; children are pushed in reverse so the first problem in document order is reported.
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (unstorable(current.value)) {
        return { path: current.path.join('.'), message: UNSTORABLE_MESSAGE };
      }
      continue;
    }
    const children = childrenOf(current.value);
    if (children === null) {
      continue;
    }
    if (current.path.length >= MAX_INPUT_DEPTH && children.length > 0) {
      return { path: current.path.join('.'), message: `nested deeper than ${MAX_INPUT_DEPTH} levels` };
    }
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, item] = children[index]!;
      if (!Array.isArray(current.value) && unstorable(key)) {
        return { path: [...current.path, key].join('.'), message: UNSTORABLE_MESSAGE };
      }
      stack.push({ value: item, path: [...current.path, key] });
    }
  }
  return null;
}

function childrenOf(value: unknown): [string, unknown][] | null {
  if (Array.isArray(value)) {
    return value.map((item, index) => [String(index), item]);
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    return Object.entries(value);
  }
  return null;
}

/** The path of the first string PostgreSQL cannot store (or of a too-deep nesting), or null. */
export function nulCharacterPath(value: unknown): string | null {
  return inputProblem(value)?.path ?? null;
}

/** What each validator of a request produced, keyed by the request (so nothing outlives it). */
const validatedInputs = new WeakMap<Request, Record<string, unknown>>();

/**
 * The validated (schema output) values of this request so far, by target: what the answer cache keys on,
 * so fields no schema reads never make a new key.
 */
export function validatedInputOf(c: Context): Readonly<Record<string, unknown>> {
  return validatedInputs.get(c.req.raw) ?? {};
}

/**
 * Validates one part of the request with a valibot schema (and documents it in the OpenAPI file).
 * A bad value answers 400 `{ message: 'VALIDATION_ERROR', details: [{ path, message }] }`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  const check = validator(target, schema, (result, c) => {
    // The raw input is walked first: a hostile body is refused before its schema's issues are even read.
    const problem = inputProblem(result.data);
    if (problem !== null) {
      return c.json({ message: 'VALIDATION_ERROR', details: [problem] }, 400);
    }
    if (!result.success) {
      return c.json({ message: 'VALIDATION_ERROR', details: issueDetails(result.error) }, 400);
    }
    return undefined;
  });
  const recording: MiddlewareHandler = (c, next) =>
    check(c, async () => {
      validatedInputs.set(c.req.raw, { ...validatedInputOf(c), [target]: c.req.valid(target as never) });
      await next();
    });
  // hono-openapi finds the validator's schema for the OpenAPI document under its symbol.
  return Object.assign(recording, {
    [uniqueSymbol]: (check as unknown as Record<typeof uniqueSymbol, unknown>)[uniqueSymbol],
  }) as unknown as typeof check;
}
