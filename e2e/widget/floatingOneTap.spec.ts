/**
 * FloatingOneTap as a site embeds it (@vkid/sdk 2.x's floating one-tap panel): the script-tag file on a
 * site's own origin under the strict Content-Security-Policy, the local identity provider's
 * `/floating_one_tap_auth` frame on another origin, through to the events, the statistics the provider
 * kept and the redirect.
 */
import type { Page } from '@playwright/test';
import { APP, expect, statNames, statsFor, test, type KitEvent } from './support/fixtures.ts';

function panel(page: Page) {
  return page.locator('[data-test-id="floatingOneTap"]');
}

function named(events: KitEvent[], name: string): KitEvent[] {
  return events.filter((event) => event.name === name);
}

test.afterEach(async ({ page, events }) => {
  expect(named(await events(page), 'securitypolicyviolation')).toEqual([]);
});

test('a visitor with a provider session: the panel loads its frame, which offers «Продолжить как Анна» under the app’s title and signs in', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.session, widget: 'floating', content: 6 }));
  const frame = page.locator('[data-test-id="floatingOneTap"] iframe');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe(`${kit.provider.url}/floating_one_tap_auth`);
  expect(src.searchParams.get('content_id')).toBe('6');
  expect(src.searchParams.get('origin')).toBe(kit.site.url);
  await expect(panel(page)).toHaveAttribute('data-state', 'loaded');
  // Fixed to the window's corner, above the page.
  expect(await panel(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const inside = page.frameLocator('[data-test-id="floatingOneTap"] iframe');
  await expect(inside.getByRole('heading')).toHaveText('Быстрая регистрация в «Рядом»');
  await inside.getByRole('button', { name: /Продолжить как/ }).click();
  await page.waitForURL(/\/callback\.html\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('code')).toBeTruthy();
  expect(query.get('device_id')).toBeTruthy();
  expect(query.get('type')).toBe('code_v2');
});

test('no provider session: the frame gives way to the card, in the page’s words, whose button opens the full sign-in', async ({
  page,
  kit,
  context,
}) => {
  await page.goto(kit.page({ app: APP.noSession, widget: 'floating', appName: 'Шиповник' }));
  await expect(panel(page)).toHaveAttribute('data-state', 'not_loaded');
  await expect(panel(page)).toHaveAttribute('data-reason', 'not_authorized');
  await expect(panel(page).locator('iframe')).toHaveCount(0);
  const card = panel(page).getByRole('dialog', { name: 'Войдите в Шиповник или зарегистрируйтесь' });
  await expect(card).toBeVisible();
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Войти через VK ID' }).click();
  const opened = await popup;
  await opened.waitForURL(/\/authorize\?/);
  const flow = JSON.parse(Buffer.from(new URL(opened.url()).searchParams.get('stats_info')!, 'base64').toString()) as {
    flow_source: string;
  };
  expect(flow.flow_source).toBe('from_floating_one_tap');
  await opened.close();
  await expect
    .poll(() => statNames(kit, APP.noSession))
    .toEqual(expect.arrayContaining(['vkid_sdk_init', 'screen_proceed', 'no_user_button_show', 'no_user_button_tap']));
  // The provider keeps every page's statistics for the app, other journeys' widgets too: look for the panel's own.
  const events = (await statsFor(kit, APP.noSession)).flatMap((batch) => batch.events);
  expect(events).toContainEqual(
    expect.objectContaining({
      screen: 'nowhere',
      type_action: expect.objectContaining({
        type_registration_item: expect.objectContaining({
          event_type: 'screen_proceed',
          screen_to: 'floating_one_tap',
        }),
      }),
    }),
  );
});

test('its close button removes the panel and says close', async ({ page, kit, events }) => {
  await page.goto(kit.page({ app: APP.session, widget: 'floating', fast: 0 }));
  await expect(panel(page)).toHaveAttribute('data-state', 'not_loaded');
  await panel(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(panel(page)).toHaveCount(0);
  expect(named(await events(page), 'common: close')).toHaveLength(1);
});
