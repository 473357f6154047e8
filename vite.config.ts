import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Every module the entry imports statically goes into the entry chunk. Rolldown would otherwise cut out
 * each module a lazy screen shares with the entry (react, the router, xstate, the card rules…) as a chunk
 * of its own: the first screen then loads a dozen files, each compressed on its own, ~3 KB of gzip more
 * (docs/decisions.md «The first screen's JavaScript»). Lazy screens import what they share from the entry.
 */
const FIRST_SCREEN_IN_ONE_CHUNK = {
  // ui/boot.ts (and ui/bootImages.ts, which it alone imports) stay a file of their own: the boot script must
  // start before the app's chunk is evaluated, and must not wait for that chunk to run.
  groups: [{ name: 'index', tags: ['$initial' as const], test: (id: string) => !/\/ui\/boot(Images)?\.ts$/.test(id) }],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // `npm run dev` (scripts/dev.ts) runs the API beside Vite and sets API_PROXY_TARGET.
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3001' },
  },
  // scripts/check-bundle-size.ts reads the entry chunk and its preloads from dist/.vite/manifest.json.
  // The server entry (npm run build:ssr → dist/ssr/) needs neither a manifest nor a second copy of public/.
  // ui/boot.ts is a second entry: a server-rendered page starts with it (server/render/pageTemplate.ts).
  build: isSsrBuild
    ? { copyPublicDir: false }
    : {
        manifest: true,
        rolldownOptions: {
          input: { index: 'index.html', boot: 'ui/boot.ts' },
          output: { codeSplitting: FIRST_SCREEN_IN_ONE_CHUNK },
        },
      },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/server/globalSetup.ts'],
    // jsdom lacks the native modal dialog's showModal(); the test files get a stand-in (product code does not).
    setupFiles: ['tests/ui/dialogPolyfill.ts'],
    // scrypt hashing and PGlite start-up are slow on a busy 2-core machine; no test asserts timing.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
}));
