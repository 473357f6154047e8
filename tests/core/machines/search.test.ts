import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../../core/domain/constants.ts';
import { searchKindsFor } from '../../../core/domain/showcase/search.ts';
import { provideSearch } from '../../../core/machines/search.ts';
import type { OnlineShopRecord, SearchAnswer } from '../../../core/model/index.ts';
import type { SearchRequest } from '../../../core/ports/index.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(provideSearch(), { clock });
  const applied: string[] = [];
  actor.subscribe((snapshot) => {
    if (applied.at(-1) !== snapshot.context.appliedQuery) {
      applied.push(snapshot.context.appliedQuery);
    }
  });
  actor.start();
  return { clock, actor, applied };
}

describe('search box: filters after a 500 ms debounce, is cleared when the route changes and follows the address', () => {
  it('the debounce is 500 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('starts empty', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({ input: '', appliedQuery: '' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the typed text at once but applies it only after 500 ms: 499 not yet, 500 applied', () => {
    const { clock, actor } = start();
    actor.send({ type: 'search.typed', value: 'кофе' });
    expect(actor.getSnapshot().context).toEqual({ input: 'кофе', appliedQuery: '' });
    clock.increment(499);
    expect(actor.getSnapshot().context.appliedQuery).toBe('');
    clock.increment(1);
    expect(actor.getSnapshot().context.appliedQuery).toBe('кофе');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('every keystroke restarts the 500 ms, and only the last text is applied', () => {
    const { clock, actor, applied } = start();
    actor.send({ type: 'search.typed', value: 'к' });
    clock.increment(300);
    actor.send({ type: 'search.typed', value: 'ко' });
    clock.increment(499);
    expect(actor.getSnapshot().context.appliedQuery).toBe('');
    clock.increment(1);
    expect(actor.getSnapshot().context.appliedQuery).toBe('ко');
    expect(applied).toEqual(['', 'ко']);
  });

  it('typing again after a query was applied keeps the old query for the next 499 ms', () => {
    const { clock, actor } = start();
    actor.send({ type: 'search.typed', value: 'пицца' });
    clock.increment(500);
    actor.send({ type: 'search.typed', value: 'суши' });
    clock.increment(499);
    expect(actor.getSnapshot().context).toEqual({ input: 'суши', appliedQuery: 'пицца' });
    clock.increment(1);
    expect(actor.getSnapshot().context.appliedQuery).toBe('суши');
  });

  it('an emptied box applies the empty query after the debounce too', () => {
    const { clock, actor } = start();
    actor.send({ type: 'search.typed', value: 'a' });
    clock.increment(500);
    actor.send({ type: 'search.typed', value: '' });
    clock.increment(499);
    expect(actor.getSnapshot().context.appliedQuery).toBe('a');
    clock.increment(1);
    expect(actor.getSnapshot().context.appliedQuery).toBe('');
  });

  it('a route change clears the input and the applied query in the same step', () => {
    const { clock, actor } = start();
    actor.send({ type: 'search.typed', value: 'бургер' });
    clock.increment(500);
    const seen: { input: string; appliedQuery: string }[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context));
    actor.send({ type: 'route.changed' });
    expect(seen).toEqual([{ input: '', appliedQuery: '' }]);
  });

  it('a route change during the debounce cancels it: the typed text is never applied', () => {
    const { clock, actor, applied } = start();
    actor.send({ type: 'search.typed', value: 'бургер' });
    clock.increment(200);
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().context).toEqual({ input: '', appliedQuery: '' });
    clock.increment(1000);
    expect(actor.getSnapshot().context.appliedQuery).toBe('');
    expect(applied).toEqual(['']);
  });

  it('a query the address asks for is shown and applied at once, without the 500 ms', () => {
    const { actor, applied } = start();
    actor.send({ type: 'address.changed', query: 'кофе' });
    expect(actor.getSnapshot().context).toEqual({ input: 'кофе', appliedQuery: 'кофе' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'address.changed', query: '' });
    expect(actor.getSnapshot().context).toEqual({ input: '', appliedQuery: '' });
    expect(applied).toEqual(['', 'кофе', '']);
  });

  it('the address wins over text still waiting for its pause: the typed text is never applied', () => {
    const { clock, actor, applied } = start();
    actor.send({ type: 'search.typed', value: 'бургер' });
    clock.increment(200);
    actor.send({ type: 'address.changed', query: 'суши' });
    clock.increment(1000);
    expect(actor.getSnapshot().context).toEqual({ input: 'суши', appliedQuery: 'суши' });
    expect(applied).toEqual(['', 'суши']);
  });

  it('after the address set a query, typing waits 500 ms again', () => {
    const { clock, actor } = start();
    actor.send({ type: 'address.changed', query: 'суши' });
    actor.send({ type: 'search.typed', value: 'суп' });
    clock.increment(499);
    expect(actor.getSnapshot().context).toEqual({ input: 'суп', appliedQuery: 'суши' });
    clock.increment(1);
    expect(actor.getSnapshot().context.appliedQuery).toBe('суп');
  });
});

describe('search box: the results panel (issue 21) asks the API after the same pause, for the latest text only', () => {
  function startWithApi(answer: (q: string) => Promise<SearchAnswer>) {
    const clock = new SimulatedClock();
    const asked: SearchRequest[] = [];
    const actor = createActor(
      provideSearch({
        api: {
          search: (request) => {
            asked.push(request);
            return answer(request.q);
          },
        },
      }),
      { clock },
    );
    actor.start();
    return { clock, actor, asked };
  }
  const shops = (q: string): SearchAnswer => ({
    shops: { total: 1, hits: [{ tier: 'name', item: { name: q } as OnlineShopRecord }] },
  });

  it('asks nothing without a scope, and for the city and kinds of the page after 500 ms with one', async () => {
    const { clock, actor, asked } = startWithApi(async (q) => shops(q));
    actor.send({ type: 'search.typed', value: 'мега' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    actor.send({ type: 'scope.changed', scope: { cityCodeId: 7, kinds: searchKindsFor(false) } });
    actor.send({ type: 'search.typed', value: 'мегалавка' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual([{ cityCodeId: 7, q: 'мегалавка', kinds: ['brands', 'outlets', 'shops'] }]);
    await waitFor(actor, (snapshot) => snapshot.context.found !== undefined);
    expect(actor.getSnapshot().context.found).toEqual({ query: 'мегалавка', answer: shops('мегалавка') });
    actor.send({ type: 'results.closed' });
    expect(actor.getSnapshot().context.found).toBeUndefined();
    expect(actor.getSnapshot().context.appliedQuery).toBe('мегалавка');
  });

  it('drops an answer a keystroke overtook, and tells a failure', async () => {
    let reject: (error: Error) => void = () => {};
    const { clock, actor } = startWithApi((q) =>
      q === 'ме' ? new Promise((_, no) => (reject = no)) : Promise.resolve(shops(q)),
    );
    actor.send({ type: 'scope.changed', scope: { cityCodeId: 1, kinds: searchKindsFor(true) } });
    actor.send({ type: 'search.typed', value: 'ме' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.typed', value: 'мег' });
    reject(new Error('late'));
    await Promise.resolve();
    expect(actor.getSnapshot().context.found).toBeUndefined();
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (snapshot) => snapshot.context.found !== undefined);
    expect(actor.getSnapshot().context.found).toEqual({ query: 'мег', answer: shops('мег') });
  });

  it('a blank text closes the panel without asking', () => {
    const { clock, actor, asked } = startWithApi(async (q) => shops(q));
    actor.send({ type: 'scope.changed', scope: { cityCodeId: 1, kinds: searchKindsFor(false) } });
    actor.send({ type: 'search.typed', value: '  ' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
