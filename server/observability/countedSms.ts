import type { SmsSender } from '../ports.ts';
import type { SiteMetrics } from './metrics.ts';

/** The SMS provider, with each send counted for /metrics as taken or failed (the failure still goes to the caller). */
export function countedSms(provider: SmsSender, metrics: SiteMetrics): SmsSender {
  return {
    async send(message) {
      try {
        await provider.send(message);
      } catch (error) {
        metrics.observeSms(false);
        throw error;
      }
      metrics.observeSms(true);
    },
  };
}
