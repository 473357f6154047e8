// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readRenderedPage } from '../../../ui/app/renderedPage.ts';

const VIEW = { cityId: 1, cities: [{ id: 1, name: 'Москва' }] };

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
  it('reads each read’s answer and each refusal of the API', () => {
    const answers = {
      'brand:[5]': { kind: 'answer', value: { id: 5 } },
      'brand:[999999]': { kind: 'refusal', status: 404, code: 'NOT_FOUND' },
    };
    expect(readRenderedPage(pageCarrying({ view: VIEW, answers }))?.answers).toEqual(answers);
  });

  it('keeps of a refusal its status and code only, whatever else a page holds', () => {
    const answers = { 'brand:[999999]': { kind: 'refusal', status: 404, code: 'NOT_FOUND', stack: 'Error: at server/queries/brands.ts', details: { sql: 'select' } } };
    expect(readRenderedPage(pageCarrying({ view: VIEW, answers }))?.answers).toEqual({ 'brand:[999999]': { kind: 'refusal', status: 404, code: 'NOT_FOUND' } });
  });

  it('starts the app without the page’s data when a read’s end is unreadable', () => {
    expect(readRenderedPage(pageCarrying({ view: VIEW, answers: { 'brand:[5]': { id: 5 } } }))).toBeNull();
    expect(readRenderedPage(pageCarrying({ view: VIEW, answers: { 'brand:[5]': { kind: 'refusal', status: 404, code: 'NO_SUCH_CODE' } } }))).toBeNull();
  });
});
