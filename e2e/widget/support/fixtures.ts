/**
 * What the widget journeys share: the local identity provider and a site owner's origin, started
 * once per worker, and the kit as a site gets it (dist/widget/vkid-sdk.js, built when missing).
 * The provider answers as id.localhost and the site as site.localhost: two origins on one machine.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_APPS } from '../../../server/id-provider/apps.ts';
import { startIdProvider, type RunningIdProvider } from '../../../server/id-provider/start.ts';
import { contextWithThirdPartyCookies, signInAtProvider } from '../../support/providerSession.ts';
import { freePort, REPO_ROOT } from '../../support/testServer.ts';
import { siteCallbackUrl, siteUrl, startSite, type RunningSite } from './site.ts';

export { expect };

/** The demo apps of the local provider, one per scenario (server/id-provider/apps.ts). */
export const APP = {
  session: 51000001,
  noSession: 51000002,
  slow: 51000003,
  error: 51000004,
  decline: 51000005,
  slowStats: 51000006,
  close: 51000007,
} as const;

export interface Kit {
  provider: RunningIdProvider;
  site: RunningSite;
  /** The host page's address with the given query (see e2e/widget/site/host.js). */
  page(query: Record<string, string | number>, path?: string): string;
}

const BUNDLE_DIR = join(REPO_ROOT, 'dist', 'widget');

/** The React page's bundle: a development build, where StrictMode mounts every effect twice. */
async function buildReactHost(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: REPO_ROOT,
    configFile: false,
    logLevel: 'error',
    mode: 'development',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: join(REPO_ROOT, 'e2e', 'widget', 'site', 'react-host.tsx'),
        formats: ['iife'],
        name: 'ReactHost',
        fileName: () => 'react-host.js',
      },
    },
  });
}

async function ensureKitBuilt(): Promise<void> {
  if (existsSync(join(BUNDLE_DIR, 'vkid-sdk.js'))) {
    return;
  }
  const { build } = await import('vite');
  await build({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.widget.config.ts'),
    mode: 'iife',
    logLevel: 'error',
  });
}

export const test = base.extend<
  {
    events: (page: Page) => Promise<KitEvent[]>;
    strictPolicyHolds: void;
    signedInAtProvider: boolean;
    providerSession: void;
  },
  { kit: Kit }
>({
  kit: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await ensureKitBuilt();
      const reactDir = mkdtempSync(join(tmpdir(), 'rjadom-react-host-'));
      await buildReactHost(reactDir);
      // The provider gives codes only to registered sites (issue 18): the site's port is chosen first,
      // and every demo app registers the site's callback page and origin, and the reference-snippet page,
      // which is its own redirectUrl (referenceSnippet.spec.ts).
      const sitePort = await freePort();
      const redirectUris = [siteCallbackUrl(sitePort), `${siteUrl(sitePort)}/reference.html`];
      const provider = await startIdProvider({
        port: 0,
        sites: [{ appIds: DEMO_APPS.map((app) => app.id), redirectUris }],
      });
      const site = await startSite({ providerOrigin: provider.url, bundleDir: BUNDLE_DIR, reactDir, port: sitePort });
      const page = (query: Record<string, string | number>, path = '/index.html'): string => {
        const search = new URLSearchParams({
          provider: provider.url,
          ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        });
        return `${site.url}${path}?${search.toString()}`;
      };
      await use({ provider, site, page });
      await site.close();
      await provider.close();
      rmSync(reactDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // A visitor of the kit's journeys is signed in at the provider, as the frame's «Продолжить как Анна»
  // needs (issue 18); `test.use({ signedInAtProvider: false })` shows a visitor who is not.
  signedInAtProvider: [true, { option: true }],
  // Cross-site frames keep their cookies only in a profile that allows it (see contextWithThirdPartyCookies).
  context: async ({ contextOptions, locale, timezoneId, viewport, userAgent, deviceScaleFactor }, use) => {
    const { context, close } = await contextWithThirdPartyCookies({
      ...contextOptions,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
    });
    await use(context);
    await close();
  },
  providerSession: [
    async ({ context, kit, signedInAtProvider }, use) => {
      if (signedInAtProvider) {
        await signInAtProvider(context, kit.provider.url);
      }
      await use();
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  events: async ({}, use) => {
    await use(async (page) =>
      page.evaluate(() => (window as unknown as { widgetEvents?: KitEvent[] }).widgetEvents ?? []),
    );
  },
  // Every journey runs under the strict policy (./site.ts): Chromium reports each refused style,
  // script, frame, connection or Trusted Types sink on the console, on every page of the journey.
  strictPolicyHolds: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted Type/i.test(message.text())) {
          refused.push(message.text());
        }
      });
      await use();
      expect(refused, 'the kit trips the strict Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/** One event the host page heard from the widget. */
export interface KitEvent {
  name: string;
  payload: unknown;
}

/** A batch of statistics the provider kept. */
export interface StatsBatch {
  app_id: string;
  sak_version: string | null;
  with_cookies: boolean;
  /** In the provider's shape: a registration item (a widget's or a sign-in's event) or a session item (the kit's start). */
  events: {
    type: string;
    screen?: string;
    type_action?: {
      type?: string;
      type_registration_item?: { event_type?: string; screen_to?: string; fields?: { name: string; value: string }[] };
      type_sak_sessions_event_item?: { step?: string; additional_info?: string };
    };
  }[];
}

/** The statistics batches the provider received for `app`. */
export async function statsFor(kit: Kit, app: number): Promise<StatsBatch[]> {
  const response = await fetch(`${kit.provider.directUrl}/__test/stats?app_id=${app}`);
  return ((await response.json()) as { batches: StatsBatch[] }).batches;
}

/** Every statistics event name the provider received for `app`, in order (a session item by its step). */
export async function statNames(kit: Kit, app: number): Promise<string[]> {
  return (await statsFor(kit, app)).flatMap((batch) =>
    batch.events.map(
      (event) =>
        event.type_action?.type_registration_item?.event_type ??
        event.type_action?.type_sak_sessions_event_item?.step ??
        '?',
    ),
  );
}
