/**
 * What a signed-in shopper keeps (portal §3, §7): favourites on the offline and online showcases that
 * survive a reload, and a partner application stored on the server. The shopper is registered through
 * the API: signing in itself is auth.spec.ts's journey.
 */
import type { Locator, Page } from '@playwright/test';
import { bearer, expect, pageAccessToken, presetCity, signInAsNewShopper, test } from './support/fixtures.ts';
import { quotedName } from '../core/domain/quotedName.ts';

/** The card (list item) of the showcase that links to `href`. */
function cardLinkingTo(page: Page, href: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first();
}

function favouriteToggle(card: Locator): Locator {
  return card.getByRole('button', { name: /(добавить в|убрать из) избранно/ });
}

/** The first card's id on a showcase whose detail links are `prefix`/ID. */
async function firstCardId(page: Page, prefix: string): Promise<number> {
  const link = page.getByRole('main').locator(`a[href^="${prefix}/"]`).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return Number(href.slice(prefix.length + 1));
}

test('a visitor who taps a favourite is asked to log in', async ({ page }) => {
  await presetCity(page);
  await page.goto('/offline');
  const id = await firstCardId(page, '/offline');
  await favouriteToggle(cardLinkingTo(page, `/offline/${id}`)).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/modal=authorization/);
  await expect(page.getByRole('button', { name: 'Войти по СМС' })).toBeVisible();
});

test('favourites are added and removed, and both survive a reload', async ({ page, request, baseURL }) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  const favourites = (kind: 'favorite-sales-units' | 'favorite-online-shops') => async () => {
    const response = await request.get(`/api/tenant-profiles/${shopper.tenantProfileId}/${kind}`, {
      headers: bearer(await pageAccessToken(page)),
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as number[];
  };

  for (const showcase of [
    { path: '/offline', api: favourites('favorite-sales-units') },
    { path: '/online', api: favourites('favorite-online-shops') },
  ]) {
    await test.step(`${showcase.path}: add, reload, remove, reload`, async () => {
      await page.goto(showcase.path);
      const id = await firstCardId(page, showcase.path);
      const toggle = favouriteToggle(cardLinkingTo(page, `${showcase.path}/${id}`));
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(showcase.api).toContain(id);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(showcase.api).not.toContain(id);
      await page.reload();
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
  }
});

test('a partner application is sent and stored', async ({ page, request, baseURL }) => {
  await signInAsNewShopper(page, baseURL!);
  const organisation = `ООО «Проверка ${Date.now() % 100_000}»`;
  await page.goto('/partner_application');
  await expect(page.getByRole('heading', { name: 'Стать партнёром', level: 1 })).toBeVisible();

  await page.getByLabel('Название организации').fill(organisation);
  await page.getByLabel('ИНН').fill('7707083893');
  await page.getByLabel('Контактное лицо').fill('Иван Петров');
  await page.getByLabel('Телефон').fill('9161234567');
  await page.getByLabel('Электронная почта').fill('partner@example.com');
  await page.getByRole('combobox', { name: 'Город' }).click();
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await page.getByRole('combobox', { name: /Категория/ }).click();
  await page.getByRole('option', { name: 'Кофейни', exact: true }).click();
  await page.getByLabel('Сайт (необязательно)').fill('https://example.com');
  await page.getByLabel('Комментарий (необязательно)').fill('Две кофейни в центре.');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  // The confirmation nests the name's own quotes as „лапки“ inside its «ёлочки».
  await expect(page.getByText(`от ${quotedName(organisation)} принята`)).toBeVisible();

  const mine = await request.get('/api/applying-requests/mine', { headers: bearer(await pageAccessToken(page)) });
  expect(mine.ok()).toBe(true);
  const stored = (await mine.json()) as Array<{
    organisation: string;
    inn: string;
    email: string;
    cityCodeId: number;
    blocked: boolean;
    applyingRequestStatusId: number;
  }>;
  expect(stored[0]).toMatchObject({
    organisation,
    inn: '7707083893',
    email: 'partner@example.com',
    cityCodeId: 1,
    blocked: false,
    applyingRequestStatusId: 1,
  });
});
