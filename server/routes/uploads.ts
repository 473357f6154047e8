import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAuth } from '../auth/requireAuth.ts';
import { storeUpload } from '../commands/files.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

/** The only image types an upload may be: raster formats a browser cannot run script from. */
export type UploadImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The image type the bytes themselves say (magic numbers), or null. The declared type and the
 * file name are never trusted: an SVG or an HTML page renamed to .png is null here.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    return 'image/png';
  }
  if (startsWith(bytes, JPEG_SIGNATURE)) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    return 'image/webp';
  }
  return null;
}

const HOUR_MS = 3600 * 1000;

const uploadForm = v.object({
  file: v.pipe(v.file('send one file in the form field "file"'), v.description('PNG, JPEG or WebP image')),
});

/** POST /api/files/upload: the partner application's logo (multipart field `file`). */
export function uploadsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/api/files/upload',
    describeRoute({
      tags: ['Файлы'],
      summary: 'Upload an image (the partner application logo)',
      description:
        'multipart/form-data with one field `file`. PNG, JPEG or WebP only, recognised by the file’s first bytes (the declared type is ignored); SVG and everything else is 415. Larger than the upload limit is 413. Each user may store UPLOADS_PER_HOUR (10) files an hour and UPLOADS_PER_DAY (30) a day; beyond, 429 TOO_MANY_REQUESTS with details.limit uploadsHour or uploadsDay. The file is owned by the caller: only they can attach it to an application or profile, and only their token can read it back.',
      security: BEARER,
      responses: {
        ...jsonResponse(201, 'The stored file id', v.object({ id: v.number() })),
        ...errorResponses(400, 401, 413, 415, 429),
      },
    }),
    requireAuth,
    validate('form', uploadForm),
    // valibot's file schema has no JSON Schema form: describe the field as binary after the validator's entry.
    describeRoute({
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary', description: 'PNG, JPEG or WebP image' } },
              required: ['file'],
            },
          },
        },
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { config } = deps;
      const { file } = c.req.valid('form');
      if (file.size > config.uploadLimitBytes) {
        fail(413, 'PAYLOAD_TOO_LARGE');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = sniffImageType(bytes);
      if (contentType === null) {
        fail(415, 'UNSUPPORTED_FILE_TYPE');
      }
      const storedId = await storeUpload(deps, { contentType, bytes, ownerUserId: c.get('auth').userId }, [
        { name: 'uploadsHour', max: config.uploadsPerHour, windowMs: HOUR_MS },
        { name: 'uploadsDay', max: config.uploadsPerDay, windowMs: 24 * HOUR_MS },
      ]);
      if (storedId === null) {
        fail(500, 'INTERNAL_ERROR');
      }
      return c.json({ id: storedId }, 201);
    },
  );

  return app;
}
