import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../ui/app/nextTask.ts';

describe('the app start-up’s step between tasks', () => {
  it('resolves in a later task, after the tasks queued before it and not within the current one’s microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after the step');
    expect(order).toEqual(['microtask', 'task queued before', 'after the step']);
  });
});
