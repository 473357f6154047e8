/**
 * The whole journey suite again, against the development start (`npm start` with NODE_ENV=development: React's
 * development build, StrictMode's double effects) on servers of their own (e2e/dev/globalSetup.ts). Issue 31 §3:
 * with only a few journeys there, the development build had become a different product. e2e/dev/ holds the
 * journeys only the development build can tell (React's development warnings). No journey is skipped here: none
 * states a fact of the production build alone (docs/decisions.md, «Both builds run every journey»).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  globalSetup: './e2e/dev/globalSetup.ts',
  outputDir: 'test-results/dev',
});
