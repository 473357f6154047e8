// @vitest-environment jsdom
/** Issue 19 «No dead links on a fresh start»: a link whose address is not configured is not shown anywhere in the layout. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readExternalLinks } from '../../../core/domain/externalLinks.ts';
import { renderApp, shopper } from '../renderApp.tsx';

afterEach(cleanup);

/** Every href on the page, and the mobile menu's once opened (its code comes with the first opening). */
async function pageHrefs(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
  await screen.findByRole('navigation', { name: 'Меню' });
  return [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}

/** A path of the portal itself ('/…' but not '//host'), or a place on this page (the skip link's '#main'). */
const isPortalPath = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');

describe('a fresh start: nothing external is configured', () => {
  it('a visitor’s header, navigation, footer and mobile menu link only to portal paths', async () => {
    await renderApp('/brands');
    const hrefs = await pageHrefs();
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !isPortalPath(href))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Промокоды' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Телеграм-бот' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Политика конфиденциальности' })).toBeNull();
  });

  it('a signed-in shopper’s too: «Личный кабинет», «Житель» and the phone in the mobile menu open /profile; no bot, no «Сотрудник»', async () => {
    await renderApp('/brands', { user: shopper({ employeeProfileId: 77 }) });
    const nav = within(screen.getByRole('navigation', { name: 'Основная навигация' }));
    expect(nav.getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Телеграм Бот' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Бот сотрудника' })).toBeNull();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '+7 999 123-45-67' }));
    expect(screen.getByRole('link', { name: 'Житель' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Сотрудник' })).toBeNull();
    const hrefs = await pageHrefs();
    expect(hrefs.filter((href) => !isPortalPath(href))).toEqual([]);
    const menu = within(screen.getByRole('navigation', { name: 'Меню' }));
    expect(menu.getByRole('link', { name: '+7 999 123-45-67' }).getAttribute('href')).toBe('/profile');
  });

  it('a footer group with no configured link is not shown at all', async () => {
    await renderApp('/brands');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.queryByRole('heading', { name: 'Документы' })).toBeNull();
    expect(footer.queryByRole('heading', { name: 'Мы в соцсетях' })).toBeNull();
    expect(footer.getByRole('heading', { name: 'Портал' })).toBeDefined();
  });
});

describe('some addresses configured', () => {
  it('shows exactly those: the privacy policy in the footer and the menu, the cabinet from «Житель»', async () => {
    const links = readExternalLinks({
      VITE_PRIVACY_POLICY_URL: 'https://example.ru/privacy',
      VITE_CABINET_URL: 'https://lk.example.ru/',
    });
    await renderApp('/brands', { user: shopper(), links });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Политика конфиденциальности' }).getAttribute('href')).toBe(
      'https://example.ru/privacy',
    );
    expect(footer.queryByRole('link', { name: 'Условия оферты' })).toBeNull();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '+7 999 123-45-67' }));
    expect(screen.getByRole('link', { name: 'Житель' }).getAttribute('href')).toBe('https://lk.example.ru/');
    const external = (await pageHrefs()).filter((href) => !isPortalPath(href));
    expect(new Set(external)).toEqual(new Set(['https://example.ru/privacy', 'https://lk.example.ru/']));
  });
});
