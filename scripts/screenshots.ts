/**
 * `npm run screenshots`: PNGs of the main screens at the six widths of portal §9 (320, 375, 768, 1024,
 * 1440, 2560 px) into docs/screenshots/ (<screen>-<width>.png), taken from a fresh build on a fresh seeded
 * server in Debian Chromium. Viewport shots, not full pages, in 256 colours, so the files stay small enough to commit.
 *
 * While working on the look: `npm run screenshots -- --url http://127.0.0.1:5173 --out /tmp/shots
 * --only home,brands --widths 320,768` shoots a running portal (e.g. `npm run dev`, whose database must be
 * seeded) into another folder, only the named screens and widths, and leaves the other files alone.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { openScreen, presetScreenCity, SCREENS } from '../e2e/support/screens.ts';
import { signInAsNewShopper } from '../e2e/support/shopper.ts';
import { REPO_ROOT, startTestServer } from '../e2e/support/testServer.ts';

/** Portal §9's breakpoints, each with a common screen height: phones, a tablet both ways, desktops, a 2.5K screen. */
const SIZES = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 2560, height: 1440 },
] as const;

/** The screens worth a picture (the password pages look like the login page). */
const SHOWN = new Set([
  'home',
  'brands',
  'offline',
  'online',
  'news',
  'brand',
  'outlet',
  'shop',
  'news-item',
  'partner-application',
  'modal-registration',
  'modal-authorization',
  'login',
  'not-found',
]);

const DEFAULT_OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');

interface Options {
  /** A running portal to shoot; a fresh build on a fresh server when null. */
  url: string | null;
  outDir: string;
  /** Only these screens (null: every shown one). */
  only: ReadonlySet<string> | null;
  /** Only these widths (null: all six). */
  widths: ReadonlySet<number> | null;
}

function listOption(value: string | undefined): string[] | null {
  return value === undefined
    ? null
    : value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
}

function readOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: { url: { type: 'string' }, out: { type: 'string' }, only: { type: 'string' }, widths: { type: 'string' } },
  });
  const only = listOption(values.only);
  const widths = listOption(values.widths);
  return {
    url: values.url ?? null,
    outDir: values.out === undefined ? DEFAULT_OUT_DIR : resolve(values.out),
    only: only === null ? null : new Set(only),
    widths: widths === null ? null : new Set(widths.map(Number)),
  };
}

async function main(options: Options): Promise<void> {
  const server = options.url === null ? await startTestServer() : null;
  const baseUrl = server?.url ?? options.url ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const partial = options.only !== null || options.widths !== null;
  try {
    mkdirSync(options.outDir, { recursive: true });
    // A whole run replaces the set, so a screen or width that is gone leaves no stale picture behind.
    if (!partial) {
      for (const file of readdirSync(options.outDir).filter((name) => name.endsWith('.png'))) {
        rmSync(join(options.outDir, file));
      }
    }
    const sizes = SIZES.filter((size) => options.widths === null || options.widths.has(size.width));
    const screens = SCREENS.filter(
      (candidate) => SHOWN.has(candidate.name) && (options.only === null || options.only.has(candidate.name)),
    );
    for (const size of sizes) {
      for (const screen of screens) {
        // A fresh context per shot: no state (modals, scroll, session) leaks from the previous one.
        const context = await browser.newContext({
          viewport: size,
          deviceScaleFactor: 1,
          locale: 'ru-RU',
          timezoneId: 'Europe/Moscow',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await presetScreenCity(page, baseUrl);
        if (screen.signedIn === true) {
          await signInAsNewShopper(page, baseUrl);
        }
        await openScreen(page, baseUrl, screen);
        const file = join(options.outDir, `${screen.name}-${size.width}.png`);
        const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        // A 256-colour PNG: the page's flat colours survive, and a 2560 px shot is ≈0.1 MB instead of ≈0.5.
        await sharp(shot).png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 }).toFile(file);
        console.log(`  ${(statSync(file).size / 1024).toFixed(0).padStart(4)} KB  ${relative(REPO_ROOT, file)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.close();
  }
}

main(readOptions(process.argv.slice(2))).catch((error: unknown) => {
  console.error('screenshots:', error);
  process.exit(1);
});
