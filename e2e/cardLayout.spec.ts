/**
 * Card figures on the narrowest screen of §9 (320 px): «· PRO 32%» is never split across two lines, and
 * «Кэшбэк 15%» neither (issue 19).
 */
import { expect, presetCity, test } from './support/fixtures.ts';

test.use({ viewport: { width: 320, height: 640 } });

for (const path of ['/online', '/offline', '/']) {
  test(`every card's «PRO» figure stays on one line at 320 px: ${path}`, async ({ page }) => {
    await presetCity(page);
    await page.goto(path);
    const pros = page.locator('.card__pro');
    await expect(pros.first()).toBeVisible();
    // The distinct line tops the figure's drawn boxes sit on (an empty box of a collapsed space counts for none).
    const lines = await pros.evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        lines: new Set(
          Array.from(span.getClientRects())
            .filter((box) => box.width > 1)
            .map((box) => Math.round(box.top)),
        ).size,
      })),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((span) => span.lines !== 1)).toEqual([]);
    const bases = await page.locator('.card__base').evaluateAll((spans) =>
      spans
        .filter(
          (span) =>
            new Set(
              Array.from(span.getClientRects())
                .filter((box) => box.width > 1)
                .map((box) => Math.round(box.top)),
            ).size !== 1,
        )
        .map((span) => span.textContent),
    );
    expect(bases).toEqual([]);
  });
}
