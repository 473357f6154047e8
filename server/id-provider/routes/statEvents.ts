import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ProviderContext } from '../context.ts';
import { echoOriginCors } from '../cors.ts';
import { isAppId } from '../scenarios.ts';
import { parseEvents } from '../statsLog.ts';
import { formBody } from '../form.ts';

const STATS_BODY_LIMIT_BYTES = 256 * 1024;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function refusal(message: string) {
  return {
    error: { error_code: 100, error_msg: `One of the parameters specified was missing or invalid: ${message}` },
  };
}

/**
 * POST /stat_events_vkid_sdk?app_id&v: keeps the batch (for GET /__test/stats) and answers
 * `{"response":1}`; in the `slow_stats` scenario the answer comes late, the batch is kept at once.
 */
export function statEventsRoutes(context: ProviderContext): Hono {
  const app = new Hono();
  app.use(
    '/stat_events_vkid_sdk',
    echoOriginCors(context.apps, (c) => c.req.query('app_id')),
  );
  app.post(
    '/stat_events_vkid_sdk',
    bodyLimit({ maxSize: STATS_BODY_LIMIT_BYTES, onError: (c) => c.json(refusal('body too large'), 413) }),
    async (c) => {
      const appId = c.req.query('app_id');
      const version = c.req.query('v');
      if (!isAppId(appId)) {
        return c.json(refusal('app_id'), 400);
      }
      if (version === undefined || version === '') {
        return c.json(refusal('v'), 400);
      }
      const body = await formBody(c);
      const events = parseEvents(body.events);
      if (events === null) {
        return c.json(refusal('events must be a JSON array'), 400);
      }
      context.stats.add({
        received_at: context.store.now(),
        origin: c.req.header('Origin') ?? null,
        app_id: appId,
        v: version,
        sak_version: typeof body.sak_version === 'string' ? body.sak_version : null,
        with_cookies: (c.req.header('Cookie') ?? '') !== '',
        events,
      });
      if (context.apps.scenarioOf(appId) === 'slow_stats') {
        await wait(context.slowStatsDelayMs);
      }
      return c.json({ response: 1 });
    },
  );
  return app;
}
