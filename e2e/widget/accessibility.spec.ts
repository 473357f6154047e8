/**
 * Accessibility of every widget state (issue 7 «Accessible»): axe finds nothing serious or critical in
 * each state × scheme × one or several providers, and the controls work from the keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APP, expect, test } from './support/fixtures.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('.vkid').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
    );
}

const states = [
  { name: 'loaded', app: APP.session, fast: 1, state: 'loaded' },
  { name: 'not_loaded (no session)', app: APP.noSession, fast: 1, state: 'not_loaded' },
  { name: 'not_loaded (fast auth off)', app: APP.session, fast: 0, state: 'not_loaded' },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const providers of ['ok_ru', 'ok_ru,mail_ru'] as const) {
    for (const entry of states) {
      test(`OneTap ${entry.name}, ${scheme}, providers ${providers}: no serious axe violation`, async ({
        page,
        kit,
      }) => {
        await page.goto(kit.page({ app: entry.app, fast: entry.fast, scheme, providers, alt: 1 }));
        await expect(page.locator('.vkid-ot[data-state]')).toHaveAttribute('data-state', entry.state);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
    test(`FloatingOneTap card (no session), ${scheme}, providers ${providers}: no serious axe violation`, async ({
      page,
      kit,
    }) => {
      await page.goto(kit.page({ widget: 'floating', app: APP.noSession, scheme, providers }));
      await expect(page.locator('.vkid-fl[data-state]')).toHaveAttribute('data-state', 'not_loaded');
      await expect(page.locator('.vkid-fl .vkid-ol')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
    test(`OAuthList, ${scheme}, providers ${providers}: no serious axe violation`, async ({ page, kit }) => {
      await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, scheme, providers }));
      await expect(page.locator('.vkid-ol[data-state]')).toHaveAttribute('data-state', 'loaded');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the loading state (a frame that never answers) has a titled frame and no serious axe violation', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.slow }));
  await expect(page.locator('.vkid-ot[data-state]')).toHaveAttribute('data-state', 'loading');
  await expect(page.locator('iframe')).toHaveAttribute('title', /.+/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the fallback button is reached by Tab, has a visible focus ring and opens the sign-in with Enter and with Space', async ({
  page,
  kit,
  context,
}) => {
  await page.goto(kit.page({ app: APP.session, fast: 0 }));
  await expect(page.locator('.vkid-ot[data-state]')).toHaveAttribute('data-state', 'not_loaded');
  const button = page.locator('.vkid button[type="button"]').first();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const outline = await button.evaluate(
    (element) => getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).boxShadow,
  );
  expect(outline).not.toBe('none none');
  for (const key of ['Enter', 'Space']) {
    const popup = context.waitForEvent('page');
    await page.keyboard.press(key);
    const opened = await popup;
    await opened.close();
    await button.focus();
  }
});

test('the OAuthList buttons have accessible names in the chosen language', async ({ page, kit }) => {
  await page.goto(kit.page({ widget: 'oauthlist', app: APP.session, providers: 'ok_ru,mail_ru', lang: 3 }));
  await expect(page.locator('.vkid').getByRole('button', { name: /OK/ })).toHaveAccessibleName(/Sign in|OK/);
  const names = await page
    .locator('.vkid button[type="button"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
  for (const name of names) {
    expect(name.trim()).not.toBe('');
  }
});
