/**
 * The React components under StrictMode (VKCOM/vkid-web-sdk#12 double render): a development build
 * mounts, unmounts and mounts again, and the page must end with exactly one frame and one widget.
 */
import { APP, expect, test } from './support/fixtures.ts';

test('<OneTap> under React StrictMode renders exactly one widget and one frame, and unmounting removes them', async ({
  page,
  kit,
}) => {
  await page.goto(kit.page({ app: APP.session }, '/react.html'));
  await expect(page.locator('.vkid-ot[data-state]')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('.vkid-ot')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(1);
  // The first mount's widget was closed before it could load: only the living one said load.
  expect(await page.evaluate(() => (window as unknown as { reactEvents: string[] }).reactEvents)).toEqual(['load']);
  await page.getByRole('button', { name: 'Убрать виджет' }).click();
  await expect(page.locator('.vkid-ot')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});
