import { ofetch, type $Fetch } from 'ofetch';
import { ApiError } from '../../core/errors.ts';
import type { TokenStore } from '../../core/ports/index.ts';
import { toApiError } from './request.ts';

export interface FileUploaderOptions {
  /** Origin (and optional prefix) of the API; '' for the same origin. */
  baseUrl: string;
  /** Where the signed-in user's Bearer token is read on every upload. */
  tokens: TokenStore;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/** The upload path of the server (multipart, one field `file`). */
export const UPLOAD_PATH = '/api/files/upload';

/**
 * Uploads a picture (the partner application's logo) with POST /api/files/upload, multipart field
 * `file`, as the signed-in user; resolves with the stored file id. Failures follow the ApiPort
 * contract (`ApiError` with the server's code: PAYLOAD_TOO_LARGE, UNSUPPORTED_FILE_TYPE, …). Not
 * retried: a retried upload would store the picture twice.
 */
export class FileUploader {
  private readonly http: $Fetch;
  private readonly tokens: TokenStore;

  constructor(options: FileUploaderOptions) {
    const defaults = { baseURL: options.baseUrl, retry: false } as const;
    this.http = options.fetch === undefined ? ofetch.create(defaults) : ofetch.create(defaults, { fetch: options.fetch });
    this.tokens = options.tokens;
  }

  async upload(file: Blob): Promise<{ id: number }> {
    const tokens = this.tokens.read();
    if (tokens === null) {
      throw new ApiError('UNAUTHORIZED', 401);
    }
    const body = new FormData();
    body.append('file', file);
    let answer: unknown;
    try {
      answer = await this.http(UPLOAD_PATH, { method: 'POST', body, headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    } catch (error) {
      throw toApiError(error);
    }
    const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      throw new ApiError('UNKNOWN_ERROR', 200);
    }
    return { id };
  }
}
