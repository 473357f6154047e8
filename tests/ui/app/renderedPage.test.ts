// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptRenderedAddress, readRenderedPage } from '../../../ui/app/renderedPage.ts';

const VIEW = { cityId: 1, cities: [{ id: 1, name: 'Москва' }] };

/** The matches of /brands/5 as the server's router dehydrated them. */
const ROUTER = {
  matches: [
    { i: '__root__#', u: 1, s: 'success', l: { offlineCategories: { status: 'ready', data: [] } } },
    { i: '#brands#$brandId#brands#5{}', u: 1, s: 'success', l: { brand: { status: 'ready', data: { id: 5 } } } },
  ],
};

/** A page whose data element holds `data` as JSON. */
function pageCarrying(data: unknown): Document {
  document.body.innerHTML = '<script type="application/json" id="rendered-page"></script>';
  document.getElementById('rendered-page')!.textContent = JSON.stringify(data);
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the data a server-rendered page carries', () => {
  it('reads the view and the router’s dehydrated matches with their loader data', () => {
    expect(readRenderedPage(pageCarrying({ address: '/brands/5', view: VIEW, router: ROUTER }))).toEqual({ address: '/brands/5', view: VIEW, router: ROUTER });
  });

  it('keeps of a match only the fields the router hydrates from', () => {
    const page = readRenderedPage(pageCarrying({ address: '/', view: VIEW, router: { matches: [{ i: '__root__', u: 1, s: 'notFound', e: { isNotFound: true }, g: true, stack: 'Error: at server/queries/brands.ts' }] } }));
    expect(page?.router.matches).toEqual([{ i: '__root__', u: 1, s: 'notFound', e: { isNotFound: true }, g: true }]);
  });

  it('starts the app without the page’s data when it is unreadable', () => {
    expect(readRenderedPage(pageCarrying({ address: '/', view: VIEW, router: { matches: [{ i: '__root__', u: 1, s: 'loading' }] } }))).toBeNull();
    expect(readRenderedPage(pageCarrying({ address: '/', view: VIEW }))).toBeNull();
    // The address it was rendered for is a path of this origin, or the data is not the page's.
    for (const address of ['//evil.example/offline', 'https://evil.example/', 'offline', undefined]) {
      expect(readRenderedPage(pageCarrying({ address, view: VIEW, router: ROUTER }))).toBeNull();
    }
    document.body.innerHTML = '<script type="application/json" id="rendered-page">{not json</script>';
    expect(readRenderedPage(document)).toBeNull();
  });
});

describe('a shared link spelled another way hydrates the page rendered for its one spelling (issue 23)', () => {
  const history = () => {
    const calls: string[] = [];
    return { calls, state: { key: 'k' }, replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void calls.push(String(url)) };
  };

  it('takes the rendered spelling as the address, fragment kept, before the router reads it', () => {
    const recorded = history();
    adoptRenderedAddress({ address: '/offline?current_city_id=1&sort=cashback' }, { pathname: '/offline', search: '?sort=cashback&current_city_id=1&utm_source=vk', hash: '#cards' }, recorded);
    expect(recorded.calls).toEqual(['/offline?current_city_id=1&sort=cashback#cards']);
  });

  it('leaves the address alone when it is the rendered one, or names another path', () => {
    const recorded = history();
    adoptRenderedAddress({ address: '/offline?sort=cashback' }, { pathname: '/offline', search: '?sort=cashback', hash: '' }, recorded);
    adoptRenderedAddress({ address: '/brands' }, { pathname: '/offline', search: '', hash: '' }, recorded);
    expect(recorded.calls).toEqual([]);
  });
});
