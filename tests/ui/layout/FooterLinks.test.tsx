// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';
import { CONFIGURED_LINKS as externalLinks } from './configuredLinks.ts';

afterEach(cleanup);

function hrefsIn(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

/** Portal §1 (every address configured): the footer and the mobile menu link to the company site, how it works, the documents, the request page, the audience sections and the social groups. */
const SHARED = [
  externalLinks.promoCodes,
  '/news',
  '/partner_application',
  externalLinks.companySite,
  externalLinks.howItWorks,
  externalLinks.userAgreement,
  externalLinks.privacyPolicy,
  externalLinks.offerAgreement,
  externalLinks.clientSection,
  externalLinks.businessSection,
  externalLinks.agentSection,
  externalLinks.vkGroup,
];

async function footerAndMenu(promoCodesSwitch: string) {
  await renderApp('/brands', { promoCodesSwitch, links: externalLinks });
  fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
  // The panel's code comes with the first opening.
  const menu = await screen.findByRole('navigation', { name: 'Меню' });
  return { footer: hrefsIn(screen.getByRole('contentinfo')), menu: hrefsIn(menu) };
}

describe('footer and mobile menu links (portal §1)', () => {
  it('both link to promo codes, news, the request page, the company, its documents and its groups', async () => {
    const { footer, menu } = await footerAndMenu('1');
    for (const href of SHARED) {
      expect(footer).toContain(href);
      expect(menu).toContain(href);
    }
  });

  it('neither shows promo codes when the switch is not 1', async () => {
    const { footer, menu } = await footerAndMenu('0');
    expect(footer).not.toContain(externalLinks.promoCodes);
    expect(menu).not.toContain(externalLinks.promoCodes);
    expect(footer).toContain('/news');
    expect(menu).toContain('/news');
  });
});
