/**
 * Every main screen (issue 4 «Quality», portal §9 breakpoints): axe-core finds no serious or critical
 * violation, and at 320, 375, 768, 1024, 1440 and 2560 px nothing scrolls sideways
 * (document scrollWidth within clientWidth). One page load per screen serves both checks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAsNewShopper, test } from './support/fixtures.ts';
import { openScreen, presetScreenCity, SCREENS } from './support/screens.ts';

const BREAKPOINTS = [320, 375, 768, 1024, 1440, 2560] as const;
const HEIGHT = 900;
const SERIOUS = new Set(['serious', 'critical']);

/** The serious and critical violations on the page, one readable line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations: collecting passes and incomplete results doubles axe's time on a long list.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${violation.help} — ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The innermost elements sticking out on the right, to say what to fix. */
  culprits: string[];
}

async function horizontalOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) {
      return null;
    }
    const describe = (element: Element): string => {
      const id = element.id === '' ? '' : `#${element.id}`;
      const classes =
        typeof element.className === 'string' && element.className.trim() !== ''
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${element.tagName.toLowerCase()}${id}${classes} (right ${Math.round(element.getBoundingClientRect().right)})`;
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      culprits: innermost.slice(0, 5).map(describe),
    };
  });
}

/** Waits until a viewport change has been laid out and painted. */
function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const screen of SCREENS) {
  test(`${screen.name}: no serious axe violation, no sideways scroll at ${BREAKPOINTS.join('/')} px`, async ({
    page,
    baseURL,
  }) => {
    await presetScreenCity(page, baseURL!);
    if (screen.signedIn === true) {
      await signInAsNewShopper(page, baseURL!);
    }
    await openScreen(page, baseURL!, screen);

    await test.step('axe', async () => {
      expect.soft(await seriousViolations(page)).toEqual([]);
    });

    await test.step('layout', async () => {
      const overflowing: Record<string, Overflow> = {};
      for (const width of BREAKPOINTS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await twoFrames(page);
        const overflow = await horizontalOverflow(page);
        if (overflow !== null) {
          overflowing[`${width}px`] = overflow;
        }
      }
      expect.soft(overflowing).toEqual({});
    });
  });
}

test('city modal: no serious axe violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Выберите ваш город' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('mobile home with the menu open: no serious axe violation', async ({ page, baseURL }) => {
  await presetScreenCity(page, baseURL!);
  await page.setViewportSize({ width: 375, height: 812 });
  await openScreen(page, baseURL!, SCREENS[0]!);
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Меню' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
