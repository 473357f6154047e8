import * as v from 'valibot';
import { API_ERROR_STATUS, type ApiErrorCode } from '../../core/domain/errorCodes.ts';
import { issueDetails } from '../../core/domain/schemaIssues.ts';
import { ApiError } from '../../core/errors.ts';

/**
 * The in-memory back end's failure: the code with the status the server sends it with
 * (core/domain/errorCodes.ts), so the fake cannot pair them differently.
 */
export function refusal(code: ApiErrorCode, details?: unknown): ApiError {
  return new ApiError(code, API_ERROR_STATUS[code], details === undefined ? undefined : { details });
}

/** A refused field, shaped like the server's VALIDATION_ERROR details. */
export function invalidField(path: string, message: string): ApiError {
  return refusal('VALIDATION_ERROR', [{ path, message }]);
}

/** The schema's output for a request body, or the server's VALIDATION_ERROR with the same details. */
export function checkedBody<Schema extends v.GenericSchema>(schema: Schema, body: unknown): v.InferOutput<Schema> {
  const checked = v.safeParse(schema, body);
  if (!checked.success) {
    throw refusal('VALIDATION_ERROR', issueDetails(checked.issues));
  }
  return checked.output;
}
