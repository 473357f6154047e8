/**
 * Builds the widget kit (`npm run build:widget`), apart from the portal's own build (vite.config.ts, dist/):
 * - default mode: ESM entries into dist/widget/esm/ (index, oneTap, floatingOneTap, oauthList, auth, config, react/index),
 *   the statechart runtime bundled in (the files are also served for direct `import` from a page), React left to the site;
 * - `--mode iife`: dist/widget/vkid-sdk.js for a `<script>` tag, everything but React on the global `VKIDSDK`.
 * Both are fully minified (Vite keeps whitespace in ES library output unless the bundler's own minifier runs).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const WIDGET_ENTRIES = {
  index: 'widget/index.ts',
  oneTap: 'widget/oneTap.ts',
  floatingOneTap: 'widget/floatingOneTap.ts',
  oauthList: 'widget/oauthList.ts',
  auth: 'widget/auth.ts',
  config: 'widget/config.ts',
  'react/index': 'widget/react/index.ts',
};

/**
 * For the script-tag file: the kit's own `import('./x.ts')` becomes a static import of the module's namespace,
 * handed over as `Promise.resolve(namespace)` — the same promise of the same module, which is in that one file
 * anyway. Left as `import()`, rolldown keeps every module a dynamic import reaches, and everything they import,
 * behind a lazy initializer (`__esmMin`, as esbuild does) so it runs on first use: ~54 modules' wrappers, about
 * 1 KB of gzip spent on deferring code that loaded with the page. The modules so loaded (the language words,
 * the provider list, the sign-in's watcher, FedCM's part) only declare things at the top level, so running
 * them with the rest changes nothing a page sees. The ES build keeps its `import()`s (its chunks are the point).
 */
function dynamicImportsInline(): Plugin {
  return {
    name: 'rjadom:widget-dynamic-imports-inline',
    transform(code, id) {
      if (!/[\\/]widget[\\/][^\\/]+\.ts$/.test(id) || !code.includes('import(')) {
        return null;
      }
      const statics: string[] = [];
      const inlined = code.replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (_call, quote: string, path: string) => {
        const name = `__kitModule${statics.length}`;
        statics.push(`import * as ${name} from ${quote}${path}${quote};`);
        return `Promise.resolve(${name})`;
      });
      // On the first line, so that the source map of every other line stays as it was.
      return statics.length ? { code: statics.join('') + inlined, map: null } : null;
    },
  };
}

export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    plugins: iife ? [react(), dynamicImportsInline()] : [react()],
    publicDir: false,
    // The kit's machines run on the widget's own statechart runtime, XState v5's semantics for the subset they
    // use (widget/runtime/microXState.ts; docs/decisions.md). The core, the portal and the tests keep xstate.
    resolve: {
      alias: [{ find: /^xstate$/, replacement: file('./widget/runtime/microXState.ts') }],
    },
    build: {
      outDir: iife ? 'dist/widget' : 'dist/widget/esm',
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      minify: true,
      lib: iife
        ? { entry: 'widget/iife.ts', formats: ['iife'], name: 'VKIDSDK', fileName: () => 'vkid-sdk.js' }
        : { entry: WIDGET_ENTRIES, formats: ['es'], fileName: (_format: string, name: string) => `${name}.js` },
      rolldownOptions: {
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        ...(iife ? {} : { preserveEntrySignatures: 'allow-extension' as const }),
        output: {
          minify: true,
          ...(iife
            ? {}
            : {
                // A language's words of the floating panel (core/widgetKit/texts) as chunks/texts-<lang>-…: the size
                // check adds the largest of them to the panel's figure, since the panel loads one to show itself.
                chunkFileNames: (chunk: { facadeModuleId?: string | null }) =>
                  /[\\/]core[\\/]widgetKit[\\/]texts[\\/]/.test(chunk.facadeModuleId ?? '')
                    ? 'chunks/texts-[name]-[hash].js'
                    : 'chunks/[name]-[hash].js',
                // One shared chunk for what every widget uses, beside Auth's token calls, the React components and
                // what only some pages need, which stays in its own file: each one-tap widget's code (the button,
                // the floating panel), the provider list (loaded by a one-tap widget only with providers), the
                // running of a sign-in (loaded when one starts), the button's and the list's words and each
                // language's words of the floating panel (loaded with it). A
                // site that shows a widget loads its entry, config.js and this chunk (more chunks would each lose
                // gzip context), and the one-tap button and the floating panel do not carry each other.
                advancedChunks: {
                  includeDependenciesRecursively: false,
                  groups: [
                    { name: 'auth', test: /[\\/]widget[\\/]auth\.ts$/, priority: 2 },
                    // cookie-es (CookieAuthStore's reader) too: as a file of its own it cost a request and ~0.2 KB more gzip.
                    {
                      name: 'kit',
                      test: /xstate|cookie-es|[\\/]core[\\/](?!widgetKit[\\/](?:oneTap|floating|oauthList|signIn|languages\.ts|texts[\\/])|machines[\\/]fullAuth)|[\\/]widget[\\/](?!auth\.ts|index\.ts|iife\.ts|react[\\/]|oneTap|floating|oauthList|signInFlow)/,
                      priority: 1,
                    },
                  ],
                },
              }),
        },
      },
    },
  };
});
