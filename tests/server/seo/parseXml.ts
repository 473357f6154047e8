import { createRequire } from 'node:module';
import { expect } from 'vitest';

/** jsdom ships no type declarations; this is the part of it the sitemap tests need. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (markup: string, options: { contentType: string }) => { window: { document: Document } };
};

/** `xml` parsed by a real XML parser, after checking it is well-formed. */
export function parseXml(xml: string): Document {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** The text of every `<loc>` of a sitemap document. */
export function locs(document: Document): string[] {
  return Array.from(document.getElementsByTagName('loc'), (loc) => loc.textContent ?? '');
}
