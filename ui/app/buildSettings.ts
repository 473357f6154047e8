/**
 * The settings both app entries read from the build (`VITE_*`, README «Settings»): the browser's ui/main.tsx and
 * the server render's ui/entry-server.tsx are built from the same environment, so a server-rendered page and its
 * hydration show the same links.
 */
import { readExternalLinks } from '../../core/domain/externalLinks.ts';
import type { AppConfig } from './services.ts';

/** The build's settings as `import.meta.env` holds them. */
export type BuildEnv = Readonly<Record<string, unknown>>;

function setting(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value : undefined;
}

/** The app's settings from the build's environment; `fingerprint` is the device's (empty in a server render). */
export function appConfigFromBuild(env: BuildEnv, fingerprint: string): AppConfig {
  return {
    fingerprint,
    promoCodesSwitch: setting(env, 'VITE_PROMO_CODES_SWITCH') ?? '1',
    fileBase: setting(env, 'VITE_FILE_BASE') ?? '/api',
    links: readExternalLinks(env),
  };
}
