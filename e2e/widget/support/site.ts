/**
 * A site owner's origin for the widget journeys: static host pages from e2e/widget/site/ and the
 * kit's built files, every page under the strict Content-Security-Policy the kit promises to live
 * with (docs/widget.md), so any inline style or unsafe DOM write shows up as a violation.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { REPO_ROOT } from '../../support/testServer.ts';

const SITE_DIR = join(REPO_ROOT, 'e2e', 'widget', 'site');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** The policy of every host page: only the site's own scripts and styles, the provider's frame and statistics. */
function strictPolicy(providerOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `frame-src ${providerOrigin}`,
    `connect-src ${providerOrigin}`,
    "img-src 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

export interface SiteOptions {
  providerOrigin: string;
  /** Directory holding vkid-sdk.js (the script-tag build). */
  bundleDir: string;
  /** Directory holding react-host.js (the React StrictMode page's bundle, built by the fixture). */
  reactDir: string;
  /** A port chosen in advance (the provider registers the site's origin before it starts); a free one by default. */
  port?: number;
}

/** The site's address on `port`: a name of its own, so the site is another origin than the provider. */
export function siteUrl(port: number): string {
  return `http://site.localhost:${port}`;
}

/** Where the host pages (host.js, react-host.tsx) ask the provider to send codes: the site's callback page. */
export function siteCallbackUrl(port: number): string {
  return `${siteUrl(port)}/callback.html`;
}

export interface RunningSite {
  /** http://site.localhost:PORT — a name of its own, so the site is another origin than the provider. */
  url: string;
  close(): Promise<void>;
}

function fileFor(pathname: string, options: SiteOptions): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (clean.includes('..') || clean === '') {
    return clean === '' ? join(SITE_DIR, 'index.html') : null;
  }
  if (clean === 'vkid-sdk.js') {
    return join(options.bundleDir, clean);
  }
  if (clean === 'react-host.js') {
    return join(options.reactDir, clean);
  }
  return join(SITE_DIR, clean);
}

/** Serves the host pages on 127.0.0.1 and a free port; the browser reaches them as site.localhost. */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const policy = strictPolicy(options.providerOrigin);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.localhost');
    const file = fileFor(url.pathname, options);
    if (file === null) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-security-policy': policy,
          'cache-control': 'no-store',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: siteUrl(port),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
