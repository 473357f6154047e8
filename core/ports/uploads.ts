/**
 * Stores a file (the partner application's logo) on the server as the signed-in user.
 *
 * Contract for every implementation:
 * - `upload` resolves with the stored file's id, a positive integer the application then refers to.
 * - A refusal rejects with `ApiError` carrying the server's code: `UNAUTHORIZED` (no session, or its
 *   renewal was refused), `PAYLOAD_TOO_LARGE` (over the server's limit), `UNSUPPORTED_FILE_TYPE` (the
 *   bytes are not a PNG, JPEG or WebP picture); no answer is `NETWORK_ERROR`, an answer without an id
 *   `UNKNOWN_ERROR`.
 * - Never sent again once the server may have stored the file (that could store it twice); only a 401,
 *   refused before anything is stored, may be sent again after renewing the session. A caller that
 *   sends the application again keeps the id it already has.
 */
export interface FileUploads {
  upload(file: Blob): Promise<{ id: number }>;
}
