import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { FILE_VARIANT_WIDTHS } from '../../core/domain/fileUrls.ts';
import { preferSf } from '../../core/domain/showcase/onlineCard.ts';
import type { AppEnv } from '../deps.ts';
import { sendCacheable, strongEtag } from '../http/cache.ts';
import { authenticate } from '../auth/requireAuth.ts';
import { fail, HttpFailure } from '../http/failure.ts';
import { acceptedPictureType } from '../http/negotiation.ts';
import { validate } from '../http/validate.ts';
import { hasVariants, type ImageVariants } from '../images/ImageVariants.ts';
import { SharpImageVariants } from '../images/SharpImageVariants.ts';
import { errorResponses } from './describe.ts';
import { storedFile, type StoredFile } from '../queries/files.ts';
import { shopLogoSource } from '../queries/onlineShops.ts';
import { logoSvg, SVG_CONTENT_TYPE } from '../seed/svg.ts';
import { idParam } from './publicSchemas.ts';

const TAG = 'Файлы';

/** A stored file never changes under its id (uploads make new ids), so browsers may keep it for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * An upload is the uploader's alone (a profile photo, an application logo): no shared cache may keep it, and
 * the browser keeps it apart per token and asks again each time.
 */
const PRIVATE_FILE_CACHE_CONTROL = 'private, no-cache';
/** A shop may get a new logo file under the same address: cache for an hour, then revalidate by ETag. */
export const SHOP_LOGO_CACHE_CONTROL = 'public, max-age=3600';
/** Served SVGs (and anything not a plain picture) can never run script or load anything. */
export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Picture types browsers may show inline; anything else is sent as an opaque download. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  SVG_CONTENT_TYPE,
]);

/** `?w=`: one of the widths the UI's srcset offers (core/domain/fileUrls.ts); any other value is a 400. */
const variantQuery = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, `Expected one of ${FILE_VARIANT_WIDTHS.join(', ')}`),
      v.transform(Number),
      v.check((width) => FILE_VARIANT_WIDTHS.includes(width), `Expected one of ${FILE_VARIANT_WIDTHS.join(', ')}`),
    ),
  ),
});

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Sends file bytes with its type, a strong ETag (304 on a match), nosniff, and the sandbox CSP where needed. */
async function sendFile(
  c: Context<AppEnv>,
  file: StoredFile,
  cacheControl: string,
  vary: readonly string[] = [],
): Promise<Response> {
  const type = mediaType(file.contentType);
  const inline = INLINE_TYPES.has(type);
  const extraHeaders: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (vary.length > 0) {
    extraHeaders['Vary'] = vary.join(', ');
  }
  if (!inline || type === SVG_CONTENT_TYPE) {
    extraHeaders['Content-Security-Policy'] = SANDBOX_CSP;
  }
  if (!inline) {
    extraHeaders['Content-Disposition'] = 'attachment';
  }
  await sendCacheable(c, file.bytes, {
    etag: strongEtag(file.bytes),
    cacheControl,
    contentType: inline ? type : 'application/octet-stream',
    compressible: type === SVG_CONTENT_TYPE,
    extraHeaders,
  });
  return c.res;
}

/**
 * The picture to send for `?w=`: a raster's variant at most that wide in the best type the Accept header
 * names (the answer then varies by Accept); the stored picture itself without `w`, for SVG and other
 * non-rasters, and for bytes the decoder refuses.
 */
async function pictureFor(
  c: Context<AppEnv>,
  stored: StoredFile,
  width: number | undefined,
  variants: ImageVariants,
): Promise<{ picture: StoredFile; vary: string[] }> {
  const type = mediaType(stored.contentType);
  if (width === undefined || !hasVariants(type)) {
    return { picture: stored, vary: [] };
  }
  const variant = await variants.variantOf(
    { contentType: type, bytes: stored.bytes },
    width,
    acceptedPictureType(c, type),
  );
  return { picture: variant ?? stored, vary: ['Accept'] };
}

/** The user id of the request's valid Bearer token, or null for none, an invalid one or a blocked user. */
async function ownerOf(c: Context<AppEnv>): Promise<number | null> {
  try {
    return (await authenticate(c)).userId;
  } catch (error) {
    if (error instanceof HttpFailure) {
      return null;
    }
    throw error;
  }
}

/**
 * The file proxy (portal §3 file URLs): stored files by id at /api/upload/files/proxy/{id} and the
 * CDN-style /upload/{id}, and online-shop logos at /api/files/proxy/{shopId} and /files/proxy/{shopId}
 * (its logo file, or SVG initials generated from its name when it has none). Uploads live elsewhere.
 */
export function filesRoutes(variants: ImageVariants = new SharpImageVariants()): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const file = describeRoute({
    summary: 'A stored file (logo, photo, icon, banner) with year-long immutable caching',
    description:
      'Files the server made are public. An upload (a profile photo, an application logo) is private: only its uploader’s Bearer token reads it (Cache-Control: private, no-cache); anyone else gets 404 as for a missing file. ' +
      `With ?w= (one of ${FILE_VARIANT_WIDTHS.join(', ')}) a PNG, JPEG, WebP or AVIF picture comes at most that many pixels wide (never wider than it is), as AVIF or WebP when the Accept header names it, else in its own type (Vary: Accept); SVG and anything that cannot be decoded come as stored.`,
    tags: [TAG],
    responses: {
      200: { description: 'The stored bytes with their content type' },
      304: { description: 'Not modified' },
      ...errorResponses(404),
    },
  });
  for (const path of ['/api/upload/files/proxy/:id', '/upload/:id']) {
    router.get(path, file, validate('param', idParam), validate('query', variantQuery), async (c) => {
      const stored = await storedFile(c.get('deps').db, c.req.valid('param').id);
      if (stored === null) {
        return fail(404, 'NOT_FOUND');
      }
      const isPublic = stored.ownerUserId === null;
      // Ids are sequential: anyone but the owner gets the answer of a missing file, so uploads cannot be enumerated.
      if (!isPublic && (await ownerOf(c)) !== stored.ownerUserId) {
        return fail(404, 'NOT_FOUND');
      }
      const { picture, vary } = await pictureFor(c, stored, c.req.valid('query').w, variants);
      return isPublic
        ? sendFile(c, picture, FILE_CACHE_CONTROL, vary)
        : sendFile(c, picture, PRIVATE_FILE_CACHE_CONTROL, ['Authorization', ...vary]);
    });
  }

  const logo = describeRoute({
    summary: "An online shop's logo: its logo file, or generated SVG initials of its name",
    tags: [TAG],
    responses: { 200: { description: 'Image bytes' }, 304: { description: 'Not modified' }, ...errorResponses(404) },
  });
  for (const path of ['/api/files/proxy/:id', '/files/proxy/:id']) {
    router.get(path, logo, validate('param', idParam), async (c) => {
      const { db } = c.get('deps');
      const shop = await shopLogoSource(db, c.req.valid('param').id);
      if (shop === null) {
        return fail(404, 'NOT_FOUND');
      }
      const stored = shop.logoFileId === null ? null : await storedFile(db, shop.logoFileId);
      const picture = stored ?? {
        contentType: SVG_CONTENT_TYPE,
        bytes: logoSvg(preferSf(shop.name, shop.nameSf) ?? shop.name),
      };
      return sendFile(c, picture, SHOP_LOGO_CACHE_CONTROL);
    });
  }

  return router;
}
