/**
 * The production-built run (playwright.config.ts): the portal as `npm run build && npm run serve` ships it,
 * with its tile server and frames host (e2e/support/journeyServers.ts).
 */
import { startJourneyServers } from './journeyServers.ts';

export default function globalSetup(): Promise<() => Promise<void>> {
  return startJourneyServers({ build: 'production', startTimeoutMs: 120_000 });
}
