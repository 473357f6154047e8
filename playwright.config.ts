/**
 * Browser tests in Debian Chromium (never a downloaded browser) against the real server with a fresh
 * embedded database: e2e/support/globalSetup.ts builds the UI and starts it on a free port.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The development start's journeys have a server of their own (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  globalSetup: './e2e/support/globalSetup.ts',
  // Two cores: one browser at a time keeps timings honest and the server responsive.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
});
