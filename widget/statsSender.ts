/** The kit's statistics: one batching queue per provider and app, sent with fetch (widget-kit §7). */
import type { StatField } from '../core/ports/widgetHost.ts';
import type { StatsEventName } from '../core/widgetKit/constants.ts';
import { providerOrigin } from '../core/widgetKit/providerOrigin.ts';
import { StatsQueue, statsUrl, type SessionEventInput, type StatsResult } from '../core/widgetKit/statsEvents.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { fetchStatsTransport } from './adapters/FetchStatsTransport.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';

const queues: Record<string, StatsQueue> = {};

/**
 * Queues one event — a registration event by name, or the kit's own session step — and every event of
 * the same turn goes in one request. The promise always resolves (never rejects) and nothing waits for
 * it. With `sendStatistics: false` nothing is sent at all.
 */
export function stat(
  config: WidgetConfig,
  screen: string,
  uniqueSessionId: string,
  event: StatsEventName | Omit<SessionEventInput, 'screen'>,
  fields: readonly StatField[] = [],
  screenTo?: string,
): Promise<StatsResult> {
  if (!config.sendStatistics) {
    return Promise.resolve({ sent: false });
  }
  const url = statsUrl(providerOrigin(config.__vkidDomain), config.app);
  const queue = (queues[url] ??= new StatsQueue({
    send: fetchStatsTransport(url),
    schedule: (flush) => setTimeout(flush),
    random: webCryptoRandom,
    now: Date.now,
    pageUrl: () => location.href,
  }));
  return queue.add(
    typeof event === 'string' ? { eventType: event, screen, uniqueSessionId, fields, screenTo } : { ...event, screen },
  );
}
