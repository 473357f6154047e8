import { Hono } from 'hono';
import type { ProviderContext } from '../context.ts';
import { isAppId, isScenario, SCENARIOS } from '../scenarios.ts';

/**
 * Test controls under /__test (only when the provider runs with them): switch an app's scenario,
 * read and clear the statistics batches the provider kept.
 */
export function testControlRoutes(context: ProviderContext): Hono {
  const app = new Hono();

  app.get('/__test/apps/:appId/scenario', (c) => {
    const appId = c.req.param('appId');
    if (!isAppId(appId)) {
      return c.json({ error: 'app id must be a positive integer' }, 400);
    }
    return c.json({ app_id: appId, scenario: context.apps.scenarioOf(appId) });
  });

  app.put('/__test/apps/:appId/scenario', async (c) => {
    const appId = c.req.param('appId');
    const body: unknown = await c.req.json().catch(() => null);
    const scenario = typeof body === 'object' && body !== null ? (body as { scenario?: unknown }).scenario : undefined;
    if (!isAppId(appId)) {
      return c.json({ error: 'app id must be a positive integer' }, 400);
    }
    if (!isScenario(scenario)) {
      return c.json({ error: `body must be {"scenario": one of ${SCENARIOS.join(', ')}}` }, 400);
    }
    context.apps.setScenario(appId, scenario);
    return c.json({ app_id: appId, scenario });
  });

  app.get('/__test/stats', (c) => {
    const batches = context.stats.list(c.req.query('app_id'));
    return c.json({ batches, events: batches.flatMap((batch) => batch.events) });
  });

  app.delete('/__test/stats', (c) => {
    context.stats.clear(c.req.query('app_id'));
    return c.body(null, 204);
  });

  return app;
}
