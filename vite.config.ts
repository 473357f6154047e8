import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // `npm run dev` (scripts/dev.ts) runs the API beside Vite and sets API_PROXY_TARGET.
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3001' },
  },
  // scripts/check-bundle-size.ts reads the entry chunk and its preloads from dist/.vite/manifest.json.
  // The server entry (npm run build:ssr → dist/ssr/) needs neither a manifest nor a second copy of public/.
  build: isSsrBuild ? { copyPublicDir: false } : { manifest: true },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/server/globalSetup.ts'],
    // scrypt hashing and PGlite start-up are slow on a busy 2-core machine; no test asserts timing.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
}));
