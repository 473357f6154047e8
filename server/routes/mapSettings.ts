import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { MapSettings } from '../../core/domain/mapTiles.ts';
import type { AppEnv } from '../deps.ts';
import { PUBLIC_LIST_MAX_AGE_SECONDS } from '../http/cache.ts';
import { jsonResponse } from './describe.ts';

/** The answer of GET /api/map-settings (core MapSettings). */
const mapSettingsSchema = v.object({
  tilesUrl: v.pipe(
    v.nullable(v.string()),
    v.description(
      'Tile address template with {z}, {x}, {y} (and optionally {s}, {r}), absolute or on this origin; null: no tiles, pins on a plain background',
    ),
  ),
  attribution: v.pipe(v.string(), v.description('What the map must credit: text, with [text](https://…) for a link')),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answerMatchesCore: Same<v.InferOutput<typeof mapSettingsSchema>, MapSettings> = true;
void answerMatchesCore;

/**
 * GET /api/map-settings (issue 21): what the map of outlets is drawn over, from the server's MAP_TILES_URL and
 * MAP_ATTRIBUTION, so the map asks for tiles only from the host the pages' Content-Security-Policy allows
 * (server/security/headers.ts reads the same setting). The same for everyone: public for a minute.
 */
export function mapSettingsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/api/map-settings',
    describeRoute({
      summary: 'The map’s tile template and attribution',
      tags: ['Каталог'],
      responses: jsonResponse(200, 'MAP_TILES_URL and MAP_ATTRIBUTION as the server reads them', mapSettingsSchema),
    }),
    (c) => {
      const { tilesUrl, attribution } = c.get('deps').config.map;
      const answer: MapSettings = { tilesUrl, attribution };
      c.header('Cache-Control', `public, max-age=${PUBLIC_LIST_MAX_AGE_SECONDS}`);
      return c.json(answer);
    },
  );
  return router;
}
