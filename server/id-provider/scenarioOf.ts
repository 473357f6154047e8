import type { Context } from 'hono';
import type { ProviderContext } from './context.ts';
import { isScenario, type Scenario } from './scenarios.ts';

/**
 * The scenario a page runs: the app's, or with test controls on, a `scenario` query parameter
 * (handy when opening a frame URL by hand; the kit never sends one).
 */
export function scenarioOf(c: Context, context: ProviderContext, appId: string, testControls: boolean): Scenario {
  const asked = c.req.query('scenario');
  if (testControls && isScenario(asked)) {
    return asked;
  }
  return context.apps.scenarioOf(appId);
}
