// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readRenderedPage } from '../../../ui/app/renderedPage.ts';

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
    expect(readRenderedPage(pageCarrying({ view: VIEW, router: ROUTER }))).toEqual({ view: VIEW, router: ROUTER });
  });

  it('keeps of a match only the fields the router hydrates from', () => {
    const page = readRenderedPage(
      pageCarrying({
        view: VIEW,
        router: {
          matches: [
            {
              i: '__root__',
              u: 1,
              s: 'notFound',
              e: { isNotFound: true },
              g: true,
              stack: 'Error: at server/queries/brands.ts',
            },
          ],
        },
      }),
    );
    expect(page?.router.matches).toEqual([{ i: '__root__', u: 1, s: 'notFound', e: { isNotFound: true }, g: true }]);
  });

  it('starts the app without the page’s data when it is unreadable', () => {
    expect(
      readRenderedPage(pageCarrying({ view: VIEW, router: { matches: [{ i: '__root__', u: 1, s: 'loading' }] } })),
    ).toBeNull();
    expect(readRenderedPage(pageCarrying({ view: VIEW }))).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="rendered-page">{not json</script>';
    expect(readRenderedPage(document)).toBeNull();
  });

  it('reads the view’s ids by the one id rule (core/domain/ids.ts): an id past PostgreSQL’s int4 is unreadable', () => {
    expect(readRenderedPage(pageCarrying({ view: { ...VIEW, cityId: 2_147_483_648 }, router: ROUTER }))).toBeNull();
    expect(
      readRenderedPage(
        pageCarrying({ view: { cityId: 1, cities: [{ id: 2_147_483_648, name: 'Москва' }] }, router: ROUTER }),
      ),
    ).toBeNull();
  });
});
