/**
 * The portal as a newcomer's `npm start` serves it: built and run with NODE_ENV=development, so React is its
 * development build and StrictMode runs every effect twice (issue 18: one tap sent the exchange twice there,
 * and the production-built journeys could not see it). The same servers as the production run
 * (e2e/support/journeyServers.ts), so the whole journey suite runs against it (playwright.dev.config.ts).
 */
import { startJourneyServers } from '../support/journeyServers.ts';

/** A development build of the UI beside the server's start, on 2 busy cores. */
const START_TIMEOUT_MS = 180_000;

export default function devGlobalSetup(): Promise<() => Promise<void>> {
  return startJourneyServers({ build: 'development', startTimeoutMs: START_TIMEOUT_MS });
}
