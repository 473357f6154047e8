// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

/** Every entry point of the kit, as a bundler or a server-side renderer would import it. */
const ENTRIES: Record<string, () => Promise<object>> = {
  index: () => import('../../widget/index.ts'),
  oneTap: () => import('../../widget/oneTap.ts'),
  floatingOneTap: () => import('../../widget/floatingOneTap.ts'),
  oauthList: () => import('../../widget/oauthList.ts'),
  auth: () => import('../../widget/auth.ts'),
  config: () => import('../../widget/config.ts'),
  iife: () => import('../../widget/iife.ts'),
  react: () => import('../../widget/react/index.ts'),
};

describe('the kit’s entry points', () => {
  it('are importable in Node without a DOM and touch no browser global at import', async () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
    for (const [entry, load] of Object.entries(ENTRIES)) {
      expect(Object.keys(await load()).length, entry).toBeGreaterThan(0);
    }
  });

  it('offer @vkid/sdk 2.x’s names', async () => {
    const kit = await import('../../widget/index.ts');
    expect(Object.keys(kit).sort()).toEqual(
      [
        'Auth',
        'AuthErrorCode',
        'Config',
        'ConfigAuthMode',
        'ConfigResponseMode',
        'ConfigSource',
        'FloatingOneTap',
        'FloatingOneTapContentId',
        'FloatingOneTapInternalEvents',
        'Languages',
        'OAuthList',
        'OAuthListInternalEvents',
        'OAuthName',
        'OneTap',
        'OneTapContentId',
        'OneTapInternalEvents',
        'OneTapSkin',
        'Prompt',
        'Scheme',
        'WidgetErrorCode',
        'WidgetEvents',
        'WidgetParamsError',
      ].sort(),
    );
    expect(kit.WidgetEvents.ERROR).toBe('common: error');
    expect(kit.OneTapInternalEvents.LOGIN_SUCCESS).toBe('onetap: success login');
    expect(kit.OAuthName).toEqual({ OK: 'ok_ru', MAIL: 'mail_ru', VK: 'vkid' });
    expect(kit.Scheme.LIGHT).toBe('light');
    expect(kit.AuthErrorCode.CannotCreateNewTab).toBe(101);
    expect(Object.keys(await import('../../widget/iife.ts')).sort()).toEqual(Object.keys(kit).sort());
  });

  it('only widget/react imports React', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../../widget/', import.meta.url);
    const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const reactImporters = files.filter((file) =>
      /from ['"]react(\/[^'"]*)?['"]/.test(readFileSync(new URL(file, dir), 'utf8')),
    );
    expect(reactImporters.every((file) => file.startsWith('react/'))).toBe(true);
    expect(files.some((file) => /from ['"][./]*ui\//.test(readFileSync(new URL(file, dir), 'utf8')))).toBe(false);
  });
});
