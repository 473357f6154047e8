/**
 * Pages name the portal's one public origin (PUBLIC_URL, which the e2e server sets) in their canonical
 * address and sharing card, whatever Host a request names (issue 20: `-H 'Host: evil.example'` put
 * http://evil.example into /brands' canonical link, poisoning a shared cache or a search engine's view).
 */
import { request as httpRequest } from 'node:http';
import { expect, serverUrl, test } from './support/fixtures.ts';

function pageFor(host: string, path: string): Promise<string> {
  const url = new URL(path, serverUrl());
  return new Promise((resolvePage, reject) => {
    const sent = httpRequest(url, { headers: { host, cookie: 'city_id=1' } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolvePage(body));
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('a page asked for under another Host still names the public origin', async () => {
  const html = await pageFor('evil.example', '/brands');
  const publicOrigin = new URL(serverUrl()).origin;
  expect(html).toContain(`<link rel="canonical" href="${publicOrigin}/brands" />`);
  expect(html).toContain(`<meta property="og:url" content="${publicOrigin}/brands" />`);
  expect(html).not.toContain('evil.example');
});
