import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApi } from '../../../server/app.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { renderDocsPage, type OpenApiDocument } from '../../../server/routes/docsPage.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary?: string; security?: unknown[]; tags?: string[] }>>;
  components: { securitySchemes?: Record<string, unknown> };
}

let server: TestServer;
let api: Hono<AppEnv>;
let doc: Document;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  api = createApi(server.deps);
  const response = await api.request('/api/openapi.json');
  expect(response.status).toBe(200);
  doc = (await response.json()) as Document;
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

/** Routes left out of the document on purpose: the console SMS outbox is a development aid. */
const HIDDEN = new Set(['/api/dev/sms']);

/** Every concrete route the API mounts, as OpenAPI path + lower-case method. */
function mountedRoutes(): { path: string; method: string }[] {
  const seen = new Set<string>();
  return apiRoutes()
    .routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*') && !HIDDEN.has(route.path))
    .map((route) => ({
      path: route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}'),
      method: route.method.toLowerCase(),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    });
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document titled «Рядом API» with the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Рядом API', version: pkg.version });
  });

  it('lists every route the API mounts, each with a summary', () => {
    const routes = mountedRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const { path, method } of routes) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(doc.paths[path]?.[method]?.summary, `${method.toUpperCase()} ${path} summary`).toBeTruthy();
    }
  });

  it('lists the signed-in calls with the bearer scheme', () => {
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
    const bearerCalls = [
      ['/api/tenant-profiles/{id}', 'get'],
      ['/api/tenant-profiles/{id}', 'put'],
      ['/api/tenant-profiles/{id}/favorite-online-shops', 'get'],
      ['/api/tenant-profiles/{id}/favorite-online-shops', 'post'],
      ['/api/tenant-profiles/{id}/favorite-online-shops', 'delete'],
      ['/api/tenant-profiles/{id}/favorite-sales-units', 'get'],
      ['/api/tenant-profiles/{id}/favorite-sales-units', 'post'],
      ['/api/tenant-profiles/{id}/favorite-sales-units', 'delete'],
      ['/api/applying-requests', 'post'],
      ['/api/applying-requests/mine', 'get'],
      ['/api/files/upload', 'post'],
    ] as const;
    for (const [path, method] of bearerCalls) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('lists the sign-in calls once the auth routes are mounted', () => {
    const mounted = new Set(mountedRoutes().map((route) => route.path));
    for (const path of ['/api/authentication/login', '/api/authentication/refresh'].filter((candidate) =>
      mounted.has(candidate),
    )) {
      expect(doc.paths[path]?.post).toBeDefined();
    }
  });

  it('describes itself and the docs page', () => {
    expect(doc.paths['/api/openapi.json']?.get).toBeDefined();
    expect(doc.paths['/api/docs']?.get).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('renders every path as HTML with no script, its one style block allowed by the CSP nonce', async () => {
    const response = await api.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const path of Object.keys(doc.paths)) {
      expect(html).toContain(`<code>${path}</code>`);
    }
    expect(html).not.toMatch(/<script/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('shows parameters and request body fields with their rules', async () => {
    const html = await (await api.request('/api/docs')).text();
    expect(html).toContain('<code>onlineShopId</code>');
    expect(html).toContain('<code>inn</code>');
    expect(html).toContain('max length 2000');
  });
});

describe('renderDocsPage', () => {
  it('escapes text from the document', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: '<b>API</b>', version: '1' },
      paths: { '/api/x': { get: { summary: '<img src=x onerror=alert(1)>' } } },
    };
    const html = renderDocsPage(doc, 'n');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;API&lt;/b&gt;');
  });
});
