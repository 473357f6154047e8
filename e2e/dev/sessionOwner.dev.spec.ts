/**
 * Fast full page loads right after signing up on the development start (issue 30 §4): StrictMode's double
 * effects and the development build's slower pages must not make two refreshes of one token, nor sign out.
 */
import { presetCity, test } from '../support/fixtures.ts';
import { throughThreePageLoads } from '../support/sessionJourneys.ts';

test('three full page loads right after signing up, with no waits, end signed in', async ({ page }) => {
  await presetCity(page);
  await throughThreePageLoads(page);
});
