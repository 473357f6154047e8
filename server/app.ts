import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from './deps.ts';
import { declaredBodyLimit } from './http/bodyLimit.ts';
import { corsAllowlist } from './http/cors.ts';
import { errorResponse, HttpFailure, notFoundResponse } from './http/failure.ts';
import { apiBound } from './http/shedding.ts';
import { apiRoutes } from './routes/index.ts';
import { seoRoutes } from './routes/seo.ts';

const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * The API as a Hono app: every call of portal §7 under /api, the error envelope, CORS allowlist
 * and body limit. Static files and security headers for pages are added by server/main.ts.
 */
export function createApi(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.notFound(notFoundResponse);

  // Every route reads its services from the context, including the CDN-style file paths outside /api.
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(
    '/api/*',
    corsAllowlist({
      origins: deps.config.corsOrigins,
      allowHeaders: ['Content-Type', 'Authorization'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', async (c, next) => {
    const isUpload = c.req.path.startsWith('/api/files');
    // A multipart body carries its boundaries and part headers besides the file itself.
    const maxSize = isUpload ? deps.config.uploadLimitBytes + MULTIPART_OVERHEAD_BYTES : deps.config.bodyLimitBytes;
    const limit = declaredBodyLimit(maxSize, () => {
      throw new HttpFailure(413, 'PAYLOAD_TOO_LARGE');
    });
    return limit(c, next);
  });
  // The sign-in steps that verify a captcha: at most API_CONCURRENCY at once, the rest 503 OVERLOADED at once (issue 23).
  app.use('/api/authentication/*', apiBound());

  app.route('/', apiRoutes());
  app.route('/', seoRoutes());
  app.all('/api/*', notFoundResponse);
  return app;
}
