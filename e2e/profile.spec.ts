/**
 * Issue 19 «No dead links on a fresh start»: the shopper's own profile page (/profile) where no cabinet is
 * configured, reached from the profile menu and kept across a reload; and no page of a fresh start links to a
 * host that does not exist (every href is a portal path or an address the build was configured with).
 */
import type { Page } from '@playwright/test';
import { readExternalLinks } from '../core/domain/externalLinks.ts';
import { NAME_MESSAGE } from '../core/domain/name.ts';
import { appHasHydrated } from './support/hydration.ts';
import { bearer, expect, presetCity, profilePhone, signInAsNewShopper, test } from './support/fixtures.ts';

/** The addresses the build was configured with: the same environment the global setup built the UI in. */
const CONFIGURED = new Set(Object.values(readExternalLinks(process.env)));

/** Every href the page holds now. */
function hrefsOf(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** A path of the portal ('/…', not '//host'), a place on the page ('#main'), or a configured address. */
function isKnownTarget(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#') || CONFIGURED.has(href);
}

test('a signed-in shopper opens the profile from the profile menu, changes the name and Telegram, saves, and a reload shows them kept', async ({
  page,
  baseURL,
  request,
}) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  await presetCity(page);
  await page.goto('/brands');
  await page
    .getByRole('banner')
    .getByRole('button', { name: profilePhone(shopper.phone) })
    .click();
  await page.getByRole('link', { name: 'Житель' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  const firstName = main.getByLabel('Имя', { exact: true });
  await expect(firstName).toHaveValue('Тест');

  await firstName.fill('Мария');
  const telegram = main.getByLabel('Telegram', { exact: true });
  await telegram.click();
  await telegram.pressSequentially('@maria_k');
  // The mask of portal §2: the fixed prefix in front of the handle.
  await expect(telegram).toHaveValue('https://t.me/maria_k');
  await main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Профиль сохранён' })).toBeVisible();

  await page.reload();
  await expect(main.getByLabel('Имя', { exact: true })).toHaveValue('Мария');
  await expect(main.getByLabel('Telegram', { exact: true })).toHaveValue('https://t.me/maria_k');
  const stored = await request.get(`/api/tenant-profiles/${shopper.tenantProfileId}`, {
    headers: bearer(shopper.accessToken),
  });
  expect(await stored.json()).toMatchObject({ firstName: 'Мария', telegram: 'https://t.me/maria_k' });
});

test('issue 30 §5: «Анна-Мария Римская-Корсакова» typed on /profile is saved and shown after a reload with its hyphens', async ({
  page,
  baseURL,
  request,
}) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  await presetCity(page);
  await page.goto('/profile');
  const main = page.getByRole('main');
  const firstName = main.getByLabel('Имя', { exact: true });
  await expect(firstName).toHaveValue('Тест');
  await firstName.fill('');
  await firstName.pressSequentially('Анна-Мария');
  const lastName = main.getByLabel('Фамилия', { exact: true });
  await lastName.pressSequentially('Римская-Корсакова');
  await expect(firstName).toHaveValue('Анна-Мария');
  await expect(lastName).toHaveValue('Римская-Корсакова');
  await main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Профиль сохранён' })).toBeVisible();

  await page.reload();
  await expect(main.getByLabel('Имя', { exact: true })).toHaveValue('Анна-Мария');
  await expect(main.getByLabel('Фамилия', { exact: true })).toHaveValue('Римская-Корсакова');
  const stored = await request.get(`/api/tenant-profiles/${shopper.tenantProfileId}`, {
    headers: bearer(shopper.accessToken),
  });
  expect(await stored.json()).toMatchObject({ firstName: 'Анна-Мария', lastName: 'Римская-Корсакова' });

  // What a name cannot hold is refused with a sentence and nothing is saved.
  await main.getByLabel('Имя', { exact: true }).fill('Анна-Мария 2');
  await main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(main.getByText(NAME_MESSAGE)).toBeVisible();
  await page.reload();
  await expect(main.getByLabel('Имя', { exact: true })).toHaveValue('Анна-Мария');
});

test('signed out, the profile page offers sign-in', async ({ page }) => {
  await presetCity(page);
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/modal=authorization/);
  await expect(page.getByRole('button', { name: 'Войти по СМС' })).toBeVisible();
});

test.describe('a fresh start links to no host that does not exist', () => {
  for (const path of ['/', '/brands', '/news']) {
    test(`${path}: the header, navigation, footer and mobile menu link only to portal paths and configured addresses`, async ({
      page,
    }) => {
      await presetCity(page);
      await page.goto(path);
      // The server's HTML first, as a crawler or a slow phone sees it.
      const served = await hrefsOf(page);
      expect(served.length).toBeGreaterThan(5);
      expect(served.filter((href) => !isKnownTarget(href))).toEqual([]);
      await page.waitForFunction(appHasHydrated);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Меню' });
      await expect(menu).toBeVisible();
      const menuHrefs = await menu
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(menuHrefs).toContain('/news');
      const all = await hrefsOf(page);
      expect(all.filter((href) => !isKnownTarget(href))).toEqual([]);
    });
  }

  test('a signed-in shopper’s profile menu and mobile menu too: «Житель» and the phone lead to /profile', async ({
    page,
    baseURL,
  }) => {
    const shopper = await signInAsNewShopper(page, baseURL!);
    await presetCity(page);
    await page.goto('/brands');
    await page
      .getByRole('banner')
      .getByRole('button', { name: profilePhone(shopper.phone) })
      .click();
    const cabinet = page.getByRole('link', { name: 'Житель' });
    await expect(cabinet).toHaveAttribute('href', CONFIGURED.size === 0 ? '/profile' : /./);
    expect((await hrefsOf(page)).filter((href) => !isKnownTarget(href))).toEqual([]);
  });
});
