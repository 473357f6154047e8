/** The database pool's use and waits in /metrics (issue 32 §4): read from the pool at each scrape; none on PGlite. */
import { describe, expect, it } from 'vitest';
import { SiteMetrics } from '../../../server/observability/metrics.ts';
import { RenderFailures } from '../../../server/render/renderFailures.ts';

const idleGate = () => ({ limit: 8, inFlight: 0, admitted: 0, shed: 0 });

describe('the database pool in /metrics (issue 32 §4)', () => {
  it('reports the connections in use, idle and the queries waiting for one, as the pool has them at the scrape', async () => {
    const pool = { totalCount: 5, idleCount: 2, waitingCount: 3 };
    const metrics = new SiteMetrics({ renderFailures: new RenderFailures(), pages: () => null, api: idleGate, pool });
    let text = await metrics.registry.metrics();
    expect(text).toContain('rjadom_db_pool_connections{state="in_use"} 3');
    expect(text).toContain('rjadom_db_pool_connections{state="idle"} 2');
    expect(text).toContain('rjadom_db_pool_waiting 3');
    pool.waitingCount = 0;
    text = await metrics.registry.metrics();
    expect(text).toContain('rjadom_db_pool_waiting 0');
  });

  it('has no pool figures on the embedded database, which has no pool', async () => {
    const metrics = new SiteMetrics({ renderFailures: new RenderFailures(), pages: () => null, api: idleGate });
    expect(await metrics.registry.metrics()).not.toContain('rjadom_db_pool_waiting ');
  });
});
