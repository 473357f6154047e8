import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideCatalogFilter } from '../../../core/machines/catalogFilter.ts';
import { ALL_CATEGORY_ID } from '../../../core/domain/showcase/filter.ts';

function start() {
  const actor = createActor(provideCatalogFilter());
  const changes: number[] = [];
  actor.on('category.changed', (event) => changes.push(event.activeId));
  actor.start();
  return { actor, changes };
}

describe('category filter: activeId 0 means all; reset only if not already 0', () => {
  it('0 is the id of «all» and the filter starts there', () => {
    const { actor } = start();
    expect(ALL_CATEGORY_ID).toBe(0);
    expect(actor.getSnapshot().context.activeId).toBe(0);
    expect(actor.getSnapshot().value).toBe('all');
  });

  it('choosing a category sets it active and announces the change', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 12 });
    expect(actor.getSnapshot().context.activeId).toBe(12);
    expect(actor.getSnapshot().value).toBe('filtered');
    expect(changes).toEqual([12]);
  });

  it('choosing another category replaces the active one', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 12 });
    actor.send({ type: 'category.selected', id: 3 });
    expect(actor.getSnapshot().context.activeId).toBe(3);
    expect(changes).toEqual([12, 3]);
  });

  it('choosing «Все» (id 0) goes back to all', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 12 });
    actor.send({ type: 'category.selected', id: 0 });
    expect(actor.getSnapshot().context.activeId).toBe(0);
    expect(actor.getSnapshot().value).toBe('all');
    expect(changes).toEqual([12, 0]);
  });

  it('reset from a category goes back to 0', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 7 });
    actor.send({ type: 'category.reset' });
    expect(actor.getSnapshot().context.activeId).toBe(0);
    expect(actor.getSnapshot().value).toBe('all');
    expect(changes).toEqual([7, 0]);
  });

  it('reset when already 0 does nothing: no change announced and the snapshot is the same object', () => {
    const { actor, changes } = start();
    const before = actor.getSnapshot();
    actor.send({ type: 'category.reset' });
    expect(actor.getSnapshot()).toBe(before);
    expect(changes).toEqual([]);
  });

  it('reset after returning to 0 is a no-op as well', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 7 });
    actor.send({ type: 'category.reset' });
    const before = actor.getSnapshot();
    actor.send({ type: 'category.reset' });
    expect(actor.getSnapshot()).toBe(before);
    expect(changes).toEqual([7, 0]);
  });

  it('choosing the already active category announces nothing', () => {
    const { actor, changes } = start();
    actor.send({ type: 'category.selected', id: 0 });
    actor.send({ type: 'category.selected', id: 5 });
    actor.send({ type: 'category.selected', id: 5 });
    expect(changes).toEqual([5]);
  });
});
