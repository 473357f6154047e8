/**
 * `npm run screenshots`: PNGs of the main screens at 375 and 1440 px into docs/screenshots/
 * (<screen>-<width>.png), taken from a fresh build on a fresh seeded server in Debian Chromium.
 * Viewport shots, not full pages, so the files stay small enough to commit.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { openScreen, presetScreenCity, SCREENS } from '../e2e/support/screens.ts';
import { signInAsNewShopper } from '../e2e/support/shopper.ts';
import { REPO_ROOT, startTestServer } from '../e2e/support/testServer.ts';

/** A phone and a desktop: the two widths the README shows. */
const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** The screens worth a picture (the password pages look like the login page). */
const SHOWN = new Set(['home', 'brands', 'offline', 'online', 'news', 'brand', 'outlet', 'shop', 'news-item', 'partner-application', 'modal-registration', 'modal-authorization', 'login', 'not-found']);

const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const file of readdirSync(OUT_DIR).filter((name) => name.endsWith('.png'))) {
      rmSync(join(OUT_DIR, file));
    }
    for (const size of SIZES) {
      for (const screen of SCREENS.filter((candidate) => SHOWN.has(candidate.name))) {
        // A fresh context per shot: no state (modals, scroll, session) leaks from the previous one.
        const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, locale: 'ru-RU', timezoneId: 'Europe/Moscow', reducedMotion: 'reduce' });
        const page = await context.newPage();
        await presetScreenCity(page, server.url);
        if (screen.signedIn === true) {
          await signInAsNewShopper(page, server.url);
        }
        await openScreen(page, server.url, screen);
        const file = join(OUT_DIR, `${screen.name}-${size.width}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(`  ${(statSync(file).size / 1024).toFixed(0).padStart(4)} KB  docs/screenshots/${screen.name}-${size.width}.png`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error('screenshots:', error);
  process.exit(1);
});
