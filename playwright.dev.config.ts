/**
 * The journeys of the development start (`npm start` with NODE_ENV=development: React's development build,
 * StrictMode's double effects), against a server of their own (e2e/dev/globalSetup.ts). Only e2e/dev/: the
 * production-built suite (playwright.config.ts) covers the rest; one extra build and a few journeys.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: 'e2e/dev',
  testMatch: '**/*.dev.spec.ts',
  testIgnore: [],
  globalSetup: './e2e/dev/globalSetup.ts',
  outputDir: 'test-results/dev',
});
