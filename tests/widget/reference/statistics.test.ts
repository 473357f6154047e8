// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/analytics (ActionStatsCollector, ProductionStatsCollector,
 * RegistrationStatsCollector, SakSessionStatsCollector): what every statistics request and event looks
 * like. The collectors are internal; their public face is what the kit posts to the provider.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP, PROVIDER, configure, freshPage, kit, nextTurn, statistics, type Page } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page whose kit started, and a one-tap button rendered on it, with what went out after a turn. */
async function pageWithWidget(extra: Record<string, unknown> = {}): Promise<Page> {
  const page = freshPage();
  configure(extra);
  const container = document.body.appendChild(document.createElement('div'));
  new kit.OneTap().render({ container, fastAuthEnabled: false });
  await nextTurn();
  return page;
}

describe('statistics (reference: core/analytics)', () => {
  it('an action is a registration item of its screen: type_action → type_registration_item → event_type (ActionStatsCollector, RegistrationStatsCollector)', async () => {
    const { fetch } = await pageWithWidget();
    const proceed = statistics(fetch).events.find(
      (event) => event.type_action.type_registration_item?.event_type === 'screen_proceed',
    );
    expect(proceed).toMatchObject({
      screen: 'nowhere',
      type: 'type_action',
      type_action: { type: 'type_registration_item', type_registration_item: { event_type: 'screen_proceed' } },
    });
  });

  it('the first event is the chain’s start: prev_event_id 0, prev_nav_id 0, the page’s url, its screen (ProductionStatsCollector: base event)', async () => {
    // A page that has sent nothing yet: the kit loaded afresh.
    const { fetch } = freshPage();
    vi.resetModules();
    const fresh = await import('../../../widget/index.ts');
    fresh.Config.init({ app: APP, redirectUrl: 'https://site.example/callback' });
    new fresh.OneTap().render({
      container: document.body.appendChild(document.createElement('div')),
      fastAuthEnabled: false,
    });
    await nextTurn();
    const [first, second] = statistics(fetch).events;
    expect(first).toMatchObject({ prev_event_id: 0, prev_nav_id: 0, url: window.location.href, screen: 'nowhere' });
    expect(first!.id).toBeGreaterThan(0);
    expect(first!.id).toBeLessThan(2147483647);
    expect(first!.timestamp).toMatch(/^\d{13}000$/);
    expect(second!.prev_event_id).toBe(first!.id);
  });

  it('goes to stat_events_vkid_sdk on the provider as a form with the events and the kit’s version (ProductionStatsCollector: log event)', async () => {
    const { fetch } = await pageWithWidget();
    const [request] = statistics(fetch).requests;
    expect(request!.url).toBe(`${PROVIDER}/stat_events_vkid_sdk?app_id=${APP}&v=5.207`);
    expect(request!.init).toMatchObject({ method: 'POST', credentials: 'include', mode: 'cors' });
    expect(JSON.parse(request!.body.get('events')!)).toBeInstanceOf(Array);
    expect(request!.body.get('sak_version')).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('events of one turn go out as one request (ProductionStatsCollector: batching)', async () => {
    const { fetch } = await pageWithWidget();
    const { requests, events } = statistics(fetch);
    expect(requests).toHaveLength(1);
    expect(events.length).toBeGreaterThan(1);
  });

  it('Config.init records the kit’s start as a session item on no screen (SakSessionStatsCollector: log event, SDK init)', async () => {
    const { fetch } = freshPage();
    configure();
    await nextTurn();
    expect(statistics(fetch).events).toEqual([
      expect.objectContaining({
        screen: 'nowhere',
        type: 'type_action',
        type_action: { type: 'type_sak_sessions_event_item', type_sak_sessions_event_item: { step: 'vkid_sdk_init' } },
      }),
    ]);
  });

  it('with ConfigSource.LOWCODE the start names its source (SakSessionStatsCollector: integration source)', async () => {
    const { fetch } = freshPage();
    configure({ source: kit.ConfigSource?.LOWCODE });
    await nextTurn();
    expect(kit.ConfigSource).toEqual({ LOWCODE: 'lowcode' });
    expect(statistics(fetch).events[0]?.type_action).toEqual({
      type: 'type_sak_sessions_event_item',
      type_sak_sessions_event_item: { step: 'vkid_sdk_init', additional_info: 'lowcode' },
    });
  });
});
