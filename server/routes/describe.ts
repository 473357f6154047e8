import { resolver } from 'hono-openapi';
import type { DescribeRouteOptions } from 'hono-openapi';
import * as v from 'valibot';

/** The error envelope every failure answers with. */
export const errorEnvelope = v.pipe(
  v.object({
    message: v.pipe(v.string(), v.description('Error code, e.g. VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND')),
    details: v.optional(
      v.pipe(v.unknown(), v.description('Extra data for some codes, e.g. [{ path, message }] for VALIDATION_ERROR')),
    ),
  }),
  v.metadata({ ref: 'Error' }),
);

type Responses = NonNullable<DescribeRouteOptions['responses']>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input (VALIDATION_ERROR with details, or BAD_REQUEST for a body that is not JSON)',
  401: 'UNAUTHORIZED: no valid Bearer access token',
  403: 'FORBIDDEN: not the caller’s own profile',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  429: 'Too many requests',
};

/** Response entries for the given error statuses, each with the envelope schema. */
export function errorResponses(...statuses: number[]): Responses {
  const entries = statuses.map((status) => [
    String(status),
    {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: resolver(errorEnvelope) } },
    },
  ]);
  return Object.fromEntries(entries) as Responses;
}

/** A JSON success response described by a valibot schema. */
export function jsonResponse(status: number, description: string, schema: v.GenericSchema): Responses {
  return { [String(status)]: { description, content: { 'application/json': { schema: resolver(schema) } } } };
}

/** The security requirement of a Bearer call (scheme declared in server/routes/openapi.ts). */
export const BEARER: DescribeRouteOptions['security'] = [{ bearer: [] }];
