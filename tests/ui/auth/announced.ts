import { expect } from 'vitest';
import { within } from '@testing-library/react';

/**
 * Waits for `text` to show inside a live region of a form in `scope` (the whole page by default), so screen
 * readers read it out (portal §8 messages).
 */
export async function expectAnnounced(text: string, scope: HTMLElement = document.body): Promise<HTMLElement> {
  const message = await within(scope).findByText(text);
  const region = message.closest('[aria-live]');
  expect(region?.getAttribute('role')).toBe('status');
  expect(region?.textContent).toBe(text);
  return message;
}
