import { describe, expect, it, vi } from 'vitest';
import { providerFlagFields } from '../../../core/widgetKit/oauthList.ts';
import {
  STATS_ID_LIMIT,
  StatsQueue,
  buildStatsEvent,
  buttonTypeField,
  statsBody,
  statsEventId,
  statsUrl,
  type StatsQueueDeps,
} from '../../../core/widgetKit/statsEvents.ts';
import { scriptedRandom, seededRandom } from './randomFakes.ts';

describe('statistics event shape (§3)', () => {
  it('builds the provider’s shape with the common fields first', () => {
    const event = buildStatsEvent({
      id: 42,
      prevEventId: 7,
      now: 1_700_000_000_123,
      url: 'https://site.ru/login',
      screen: 'multibranding_widget',
      eventType: 'ok_button_tap',
      uniqueSessionId: 'sid-1',
      fields: [buttonTypeField('icon')],
    });
    expect(event).toEqual({
      id: 42,
      prev_event_id: 7,
      prev_nav_id: 0,
      timestamp: '1700000000123000',
      url: 'https://site.ru/login',
      screen: 'multibranding_widget',
      type: 'type_action',
      type_action: {
        type: 'type_registration_item',
        type_registration_item: {
          event_type: 'ok_button_tap',
          fields: [
            { name: 'sdk_type', value: 'vkid' },
            { name: 'unique_session_id', value: 'sid-1' },
            { name: 'button_type', value: 'icon' },
          ],
        },
      },
    });
  });

  it('names the screen an event leads to, and the kit’s start as a session item with its source', () => {
    const base = { id: 1, prevEventId: 0, now: 5, url: 'https://site.ru/' };
    expect(
      buildStatsEvent({
        ...base,
        screen: 'nowhere',
        eventType: 'screen_proceed',
        uniqueSessionId: 's',
        screenTo: 'floating_one_tap',
      }).type_action,
    ).toEqual({
      type: 'type_registration_item',
      type_registration_item: {
        event_type: 'screen_proceed',
        screen_to: 'floating_one_tap',
        fields: [
          { name: 'sdk_type', value: 'vkid' },
          { name: 'unique_session_id', value: 's' },
        ],
      },
    });
    expect(
      buildStatsEvent({ ...base, screen: 'nowhere', step: 'vkid_sdk_init', additionalInfo: 'lowcode' }).type_action,
    ).toEqual({
      type: 'type_sak_sessions_event_item',
      type_sak_sessions_event_item: { step: 'vkid_sdk_init', additional_info: 'lowcode' },
    });
    expect(buildStatsEvent({ ...base, screen: 'nowhere', step: 'vkid_sdk_init' }).type_action).toEqual({
      type: 'type_sak_sessions_event_item',
      type_sak_sessions_event_item: { step: 'vkid_sdk_init' },
    });
  });

  it('per-provider flags vk, ok, mail are 1 for listed providers and 0 otherwise', () => {
    expect(providerFlagFields(['ok_ru', 'vkid'])).toEqual([
      { name: 'vk', value: '1' },
      { name: 'ok', value: '1' },
      { name: 'mail', value: '0' },
    ]);
    expect(providerFlagFields([]).map((field) => field.value)).toEqual(['0', '0', '0']);
  });

  it('ids are positive and below 2147483647, even for all-ones bytes (rejected, not clamped)', () => {
    const allOnesThenSmall = scriptedRandom([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5]);
    expect(statsEventId(allOnesThenSmall)).toBe(5);
    const zeroThenOne = scriptedRandom([0, 0, 0, 0, 0x80, 0, 0, 1]);
    expect(statsEventId(zeroThenOne)).toBe(1);
    const random = seededRandom();
    for (let i = 0; i < 1000; i += 1) {
      const id = statsEventId(random);
      expect(Number.isInteger(id) && id > 0 && id < STATS_ID_LIMIT).toBe(true);
    }
  });

  it('the url and the form body of one batch', () => {
    expect(statsUrl('https://id.vk.com', 777)).toBe('https://id.vk.com/stat_events_vkid_sdk?app_id=777&v=5.207');
    const body = new URLSearchParams(statsBody([]));
    expect([...body.keys()]).toEqual(['events', 'sak_version']);
    expect(body.get('events')).toBe('[]');
    expect(body.get('sak_version')).toBe('2.1.0');
  });
});

/** A queue whose scheduled flushes run when the test says so (one «tick»). */
function queueWith(send: StatsQueueDeps['send'], overrides: Partial<StatsQueueDeps> = {}) {
  const scheduled: (() => void)[] = [];
  const queue = new StatsQueue({
    send,
    schedule: (flush) => scheduled.push(flush),
    random: seededRandom(7),
    now: () => 1000,
    pageUrl: () => 'https://site.ru/',
    ...overrides,
  });
  const tick = () => {
    for (const flush of scheduled.splice(0)) {
      flush();
    }
  };
  return { queue, tick, scheduled };
}

const tap = { eventType: 'vk_button_tap', screen: 'nowhere', uniqueSessionId: 'sid' } as const;

describe('statistics queue', () => {
  it('events queued within one tick go out as one batch, chained by prev_event_id', async () => {
    const send = vi.fn((_body: string) => Promise.resolve({ response: 1 }));
    const { queue, tick, scheduled } = queueWith(send);
    const first = queue.add(tap);
    const second = queue.add({ ...tap, eventType: 'ok_button_tap' });
    const third = queue.add({ ...tap, eventType: 'mail_button_tap' });
    expect(scheduled).toHaveLength(1);
    tick();
    expect(send).toHaveBeenCalledTimes(1);
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { sent: true },
      { sent: true },
      { sent: true },
    ]);
    const events = JSON.parse(new URLSearchParams(send.mock.calls[0]![0]).get('events')!);
    expect(
      events.map(
        (event: { type_action: { type_registration_item: { event_type: string } } }) =>
          event.type_action.type_registration_item.event_type,
      ),
    ).toEqual(['vk_button_tap', 'ok_button_tap', 'mail_button_tap']);
    expect(events[0].prev_event_id).toBe(0);
    expect(events[1].prev_event_id).toBe(events[0].id);
    expect(events[2].prev_event_id).toBe(events[1].id);
  });

  it('a later tick is a new batch, still chained to the previous event', async () => {
    const bodies: string[] = [];
    const { queue, tick } = queueWith((body) => {
      bodies.push(body);
      return Promise.resolve({});
    });
    const first = queue.add(tap);
    tick();
    const second = queue.add(tap);
    tick();
    await Promise.all([first, second]);
    const [a, b] = bodies.map((body) => JSON.parse(new URLSearchParams(body).get('events')!)[0]);
    expect(bodies).toHaveLength(2);
    expect(b.prev_event_id).toBe(a.id);
  });

  it('every queued promise settles when the request rejects', async () => {
    const { queue, tick } = queueWith(() => Promise.reject(new Error('offline')));
    const promises = [queue.add(tap), queue.add(tap)];
    tick();
    await expect(Promise.all(promises)).resolves.toEqual([{ sent: false }, { sent: false }]);
  });

  it('every queued promise settles when send throws synchronously', async () => {
    const { queue, tick } = queueWith(() => {
      throw new TypeError('fetch is not a function');
    });
    const promises = [queue.add(tap), queue.add(tap), queue.add(tap)];
    tick();
    await expect(Promise.all(promises)).resolves.toEqual([{ sent: false }, { sent: false }, { sent: false }]);
  });

  it('a scheduler that throws sends at once instead of losing the batch', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const { queue } = queueWith(send, {
      schedule: () => {
        throw new Error('no timers');
      },
    });
    await expect(queue.add(tap)).resolves.toEqual({ sent: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('with real microtasks: two events in the same tick, one request, both promises settle', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const { queue } = queueWith(send, { schedule: (flush) => queueMicrotask(flush) });
    const results = await Promise.all([queue.add(tap), queue.add(tap)]);
    expect(results).toEqual([{ sent: true }, { sent: true }]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('enabled: false sends nothing and resolves { sent: false }', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const { queue, tick, scheduled } = queueWith(send, { enabled: false });
    const result = queue.add(tap);
    tick();
    await expect(result).resolves.toEqual({ sent: false });
    expect(scheduled).toHaveLength(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('the event carries the clock time, the page url and the screen', async () => {
    const send = vi.fn((_body: string) => Promise.resolve({}));
    const { queue, tick } = queueWith(send, { now: () => 1_234, pageUrl: () => 'https://site.ru/x' });
    const done = queue.add({ ...tap, screen: 'floating_one_tap' });
    tick();
    await done;
    const [event] = JSON.parse(new URLSearchParams(send.mock.calls[0]![0]).get('events')!);
    expect(event).toMatchObject({ timestamp: '1234000', url: 'https://site.ru/x', screen: 'floating_one_tap' });
  });
});
