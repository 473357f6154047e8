import type { $Fetch } from 'ofetch';
import { ApiError } from '../../core/errors.ts';
import type { FileUploads, TokenStore } from '../../core/ports/index.ts';
import { createHttpClient, type HttpClientOptions } from './client.ts';
import { toApiError } from './request.ts';
import { sendWithRenewal } from './bearer.ts';
import type { BearerRenewal } from './SessionRefresher.ts';

export interface OfetchFileUploadsOptions extends HttpClientOptions {
  /** Where the signed-in user's Bearer token is read on every upload. */
  tokens: TokenStore;
  /** Refreshes the session when an upload is refused with 401; without it the 401 is the answer. */
  renewal?: BearerRenewal;
}

/** The upload path of the server (multipart, one field `file`). */
export const UPLOAD_PATH = '/api/files/upload';

/**
 * The `FileUploads` port over HTTP: POST /api/files/upload, multipart field `file`, as the signed-in
 * user; resolves with the stored file id. Failures follow the port's contract (`ApiError` with the
 * server's code: PAYLOAD_TOO_LARGE, UNSUPPORTED_FILE_TYPE, …). Not retried: a retried upload would
 * store the picture twice.
 */
export class OfetchFileUploads implements FileUploads {
  private readonly http: $Fetch;
  private readonly tokens: TokenStore;
  private readonly renewal: BearerRenewal | undefined;

  constructor(options: OfetchFileUploadsOptions) {
    this.http = createHttpClient(options);
    this.tokens = options.tokens;
    this.renewal = options.renewal;
  }

  async upload(file: Blob): Promise<{ id: number }> {
    // A 401 is answered before the file is stored, so the retry after a renewal stores it once.
    const answer = await sendWithRenewal(this.tokens, this.renewal, async (accessToken) => {
      const body = new FormData();
      body.append('file', file);
      try {
        return await this.http<unknown>(UPLOAD_PATH, {
          method: 'POST',
          body,
          headers: { Authorization: `Bearer ${accessToken}` },
        });
      } catch (error) {
        throw toApiError(error);
      }
    });
    const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      throw new ApiError('UNKNOWN_ERROR', 200);
    }
    return { id };
  }
}
