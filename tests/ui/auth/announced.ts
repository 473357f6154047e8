import { expect } from 'vitest';
import { screen } from '@testing-library/react';

/** Waits for `text` to show inside a live region of a form, so screen readers read it out (portal §8 messages). */
export async function expectAnnounced(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const region = message.closest('[aria-live]');
  expect(region?.getAttribute('role')).toBe('status');
  expect(region?.textContent).toBe(text);
  return message;
}
