import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // `npm run dev` (scripts/dev.ts) runs the API beside Vite and sets API_PROXY_TARGET.
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3001' },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/server/globalSetup.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
});
