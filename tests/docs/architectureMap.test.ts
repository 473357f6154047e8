/**
 * docs/architecture.md is the map a newcomer follows to find a rule in one hop, so every repository path it names
 * must lead somewhere: a path written in backticks (`server/render/pageCache.ts`, `core/domain/`) or a file path in
 * its diagrams (server/render/pageCache.ts) that no longer exists fails here, naming the path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's top folders a map path may start with. */
const ROOTS = ['core', 'adapters', 'ui', 'widget', 'server', 'scripts', 'tests', 'e2e', 'docs', 'deploy', '.ci'];
const rootPattern = ROOTS.map((folder) => folder.replace('.', '\\.')).join('|');

/** A whole backticked span that is a repository path: a folder (trailing slash) or a file; no globs, no spaces. */
const backtickedPath = new RegExp(`^(?:${rootPattern})/[A-Za-z0-9_./-]*$`);

/** A file path in running text or a diagram, not part of a longer path or a URL (`/widget/vkid-sdk.js` is a URL). */
const barePath = new RegExp(`(?<![\\w./-])((?:${rootPattern})/[A-Za-z0-9_./-]*\\.(?:tsx?|sql|css|md|json|html))`, 'g');

/** Every repository path the text names, once each, in the order first named. */
function pathsNamedIn(markdown: string): string[] {
  const named = new Set<string>();
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (backtickedPath.test(span!)) {
      named.add(span!);
    }
  }
  for (const [, path] of markdown.matchAll(barePath)) {
    named.add(path!);
  }
  return [...named];
}

describe('the path reader itself', () => {
  it('reads backticked folders and files and bare file paths, and leaves URLs, globs and words alone', () => {
    const text = [
      'The cache is `server/render/pageCache.ts`, the rules are in `core/domain/` and `core/**` is linted.',
      '  ▼ server/render/serverRenderedPages.ts          (Hono middleware)',
      'The kit is served at `/widget/vkid-sdk.js` and /widget/vkid-sdk.js; `useNearMe` is a hook; dist/ssr/entry-server.js is built.',
    ].join('\n');
    expect(pathsNamedIn(text)).toEqual(['server/render/pageCache.ts', 'core/domain/', 'server/render/serverRenderedPages.ts']);
  });
});

describe('docs/architecture.md names only paths that exist', () => {
  const named = pathsNamedIn(readFileSync(join(root, 'docs', 'architecture.md'), 'utf8'));

  it('names the rooms and the rules’ files (the reader found the map)', () => {
    expect(named).toContain('core/domain/phone.ts');
    expect(named).toContain('server/render/pageCache.ts');
    expect(named.length).toBeGreaterThan(100);
  });

  it('every path it names exists in the repository', () => {
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
