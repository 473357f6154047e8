import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../deps.ts';
import { renderDocsPage } from './docsPage.ts';
import type { OpenApiDocument } from './docsPage.ts';

/** The version the document reports: the package's own. */
function packageVersion(): string {
  const raw = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const version = (JSON.parse(raw) as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

const DESCRIPTION = [
  'API of «Рядом», the cashback portal (portal spec §7). Every failure answers `{ "message": "CODE" }`, sometimes with `details`.',
  'Calls marked with the bearer scheme need `Authorization: Bearer <accessToken>` from the sign-in calls.',
  'See docs/api.md in the repository for the error codes, sign-in overview and caching.',
].join('\n\n');

let cached: Promise<OpenApiDocument> | null = null;

/**
 * The OpenAPI 3.1 document of the routes `documented()` builds (server/routes/index.ts passes its
 * own list, so this file need not import it back), generated from the same valibot schemas that
 * validate the requests. Built once per process: the routes are static.
 */
function openApiDocument(documented: () => Hono<AppEnv>): Promise<OpenApiDocument> {
  cached ??= generateSpecs(documented(), {
    // The default would drop /api/openapi.json: it treats a dotted last segment as a static file.
    excludeStaticFile: false,
    documentation: {
      info: { title: 'Рядом API', version: packageVersion(), description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token (15 minutes)' },
        },
      },
    },
    defaultValidationErrorResponse: {
      description: 'VALIDATION_ERROR: details lists each bad field as { path, message }',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  }) as Promise<OpenApiDocument>;
  return cached;
}

/** GET /api/openapi.json and GET /api/docs, the readable reference of the routes `documented()` builds. */
export function openapiRoutes(documented: () => Hono<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tags = ['Документация'];

  app.get(
    '/api/openapi.json',
    describeRoute({
      tags,
      summary: 'This OpenAPI document',
      responses: { 200: { description: 'OpenAPI 3.1 JSON' } },
    }),
    async (c) => c.json(await openApiDocument(documented)),
  );

  app.get(
    '/api/docs',
    describeRoute({ tags, summary: 'Readable API reference (HTML)', responses: { 200: { description: 'HTML page' } } }),
    async (c) => {
      const nonce = randomBytes(16).toString('base64');
      // The page has no script at all; its one style block is allowed by nonce, nothing else loads.
      c.header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      c.header('X-Frame-Options', 'DENY');
      c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      return c.html(renderDocsPage(await openApiDocument(documented), nonce));
    },
  );

  return app;
}
