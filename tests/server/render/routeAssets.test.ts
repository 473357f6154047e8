import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../server/render/buildManifest.ts';
import { linkedAssets, routeAssets, routeAssetTags } from '../../../server/render/routeAssets.ts';

/** A small client build: the entry, two screens sharing the card chunk, the card chunk importing the entry. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E.js', imports: ['_runtime-R.js'], css: ['assets/index-E.css'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_cards-C.js': {
    file: 'assets/cards-C.js',
    imports: ['_runtime-R.js', 'index.html'],
    css: ['assets/showcase-C.css'],
  },
  'ui/screens/OfflineScreen.tsx': {
    file: 'assets/OfflineScreen-O.js',
    imports: ['index.html', '_cards-C.js'],
    css: ['assets/offline-O.css'],
  },
  'ui/screens/OutletScreen.tsx': { file: 'assets/OutletScreen-P.js', imports: ['_cards-C.js', '_detail-D.js'] },
  '_detail-D.js': { file: 'assets/detail-D.js', css: ['assets/detail-D.css', 'assets/modal-D.css'] },
};

/** The built index.html: the entry's script, its import preloaded and its CSS linked. */
const BUILT = [
  '<html><head><title>Рядом</title>',
  '<script type="module" crossorigin src="/assets/index-E.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-E.css">',
  '<link rel="icon" href="/logo.svg">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('the assets of a page’s route screens', () => {
  it('collects the screen’s chunk and CSS and those of everything it imports, following imports to any depth', () => {
    expect(routeAssets(MANIFEST, ['ui/screens/OutletScreen.tsx'])).toEqual({
      styles: ['assets/index-E.css', 'assets/showcase-C.css', 'assets/detail-D.css', 'assets/modal-D.css'],
      scripts: [
        'assets/OutletScreen-P.js',
        'assets/cards-C.js',
        'assets/runtime-R.js',
        'assets/index-E.js',
        'assets/detail-D.js',
      ],
    });
  });

  it('puts an imported chunk’s styles before the importer’s own, as the cascade expects', () => {
    const { styles } = routeAssets(MANIFEST, ['ui/screens/OfflineScreen.tsx']);
    expect(styles.indexOf('assets/showcase-C.css')).toBeLessThan(styles.indexOf('assets/offline-O.css'));
  });

  it('names a file shared by several screens once', () => {
    const { styles, scripts } = routeAssets(MANIFEST, ['ui/screens/OfflineScreen.tsx', 'ui/screens/OutletScreen.tsx']);
    expect(styles.filter((file) => file === 'assets/showcase-C.css')).toHaveLength(1);
    expect(scripts.filter((file) => file === 'assets/cards-C.js')).toHaveLength(1);
  });

  it('skips a module without a chunk of its own: it is bundled into one the page loads anyway', () => {
    expect(routeAssets(MANIFEST, ['ui/screens/NotFoundScreen.tsx'])).toEqual({ styles: [], scripts: [] });
  });
});

describe('the links a built page already has', () => {
  it('are its module scripts, modulepreloads and stylesheets, not its icon', () => {
    expect([...linkedAssets(BUILT)].sort()).toEqual([
      '/assets/index-E.css',
      '/assets/index-E.js',
      '/assets/runtime-R.js',
    ]);
  });

  it('leave out a classic script and a preload of another kind', () => {
    expect([
      ...linkedAssets('<script src="/legacy.js"></script><link rel="preload" as="font" href="/f.woff2">'),
    ]).toEqual([]);
  });
});

describe('the head tags of a page’s route screens', () => {
  it('link the screen’s styles and name its chunks for the boot script to preload after the first paint, leaving out what the built page already loads', () => {
    const tags = routeAssetTags(MANIFEST, BUILT)(['ui/screens/OfflineScreen.tsx']);
    expect(tags).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/showcase-C.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/offline-O.css">' +
        '<meta name="app-module" content="/assets/OfflineScreen-O.js">' +
        '<meta name="app-module" content="/assets/cards-C.js">',
    );
  });

  it('write the screen’s styles into the head when the build’s styles were read, so the first paint waits for none, with a disabled link that is never fetched but tells the chunk loader not to link them again', () => {
    const styles = new Map([
      ['/assets/showcase-C.css', '.card{}'],
      ['/assets/offline-O.css', '.offline{}'],
    ]);
    const tags = routeAssetTags(MANIFEST, BUILT, styles)(['ui/screens/OfflineScreen.tsx']);
    expect(tags).toBe(
      '<style>.card{}</style><link rel="stylesheet" crossorigin href="/assets/showcase-C.css" disabled>' +
        '<style>.offline{}</style><link rel="stylesheet" crossorigin href="/assets/offline-O.css" disabled>' +
        '<meta name="app-module" content="/assets/OfflineScreen-O.js">' +
        '<meta name="app-module" content="/assets/cards-C.js">',
    );
  });

  it('are empty for a page with no screen of its own (the 404 page)', () => {
    expect(routeAssetTags(MANIFEST, BUILT)([])).toBe('');
  });

  it('are worked out once per set of screens', () => {
    let reads = 0;
    const counted = new Proxy(MANIFEST, {
      get(target, key) {
        reads += 1;
        return Reflect.get(target, key);
      },
    });
    const tagsFor = routeAssetTags(counted, BUILT);
    const first = tagsFor(['ui/screens/OutletScreen.tsx']);
    const readsForFirst = reads;
    expect(tagsFor(['ui/screens/OutletScreen.tsx'])).toBe(first);
    expect(reads).toBe(readsForFirst);
    expect(tagsFor(['ui/screens/OfflineScreen.tsx'])).not.toBe(first);
    expect(reads).toBeGreaterThan(readsForFirst);
  });
});
