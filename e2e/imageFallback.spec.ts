/**
 * Missing pictures fall back to the product logo on a fresh server-rendered load, before the app has
 * hydrated (portal §1; issue 19: a broken-image icon showed until hydration). The app's own scripts are
 * held back here, so only the server's HTML and the boot script are on the page.
 */
import { expect, presetCity, test } from './support/fixtures.ts';

test('a server-rendered page shows the logo for a picture that fails, with only the boot script running', async ({
  page,
}) => {
  await presetCity(page);
  // Every stored picture is missing, and no app chunk but the boot script may load: nothing can hydrate.
  await page.route('**/upload/files/proxy/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/assets/*.js', (route) =>
    /\/boot-[^/]*\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await page.goto('/brands');
  const pictures = page.locator('main img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(async () =>
      pictures.evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete)
          .map((image) => ({ src: image.getAttribute('src'), drawn: image.naturalWidth > 0 })),
      ),
    )
    .toContainEqual({ src: '/logo.svg', drawn: true });
  const broken = await pictures.evaluateAll(
    (images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);
});
