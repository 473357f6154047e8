/** Statistics events of widget-kit §3 and their batched delivery (§7). */
import type { RandomSource } from '../ports/crypto.ts';
import type { StatField } from '../ports/widgetHost.ts';
import { STATS_API_VERSION, WIDGET_KIT_VERSION, type ButtonTypeName, type StatsEventName } from './constants.ts';

/** Ids are below this bound (the provider stores them as signed 32-bit integers). */
export const STATS_ID_LIMIT = 2147483647;

/** A registration item: what happened (`event_type`), where it leads (`screen_to`) and its fields. */
interface RegistrationItem {
  type: 'type_registration_item';
  type_registration_item: { event_type: StatsEventName; screen_to?: string; fields: StatField[] };
}

/** A session item: a step of the kit's own life (`vkid_sdk_init` at `Config.init`), with the integration's source. */
interface SessionItem {
  type: 'type_sak_sessions_event_item';
  type_sak_sessions_event_item: { step: 'vkid_sdk_init'; additional_info?: string };
}

/** One statistics event in the provider's shape. */
export interface StatsEventRecord {
  id: number;
  prev_event_id: number;
  prev_nav_id: 0;
  /** Milliseconds since the epoch followed by '000' (microseconds). */
  timestamp: string;
  url: string;
  screen: string;
  type: 'type_action';
  type_action: RegistrationItem | SessionItem;
}

/** A random event id in 1…2147483646 (0 means «no previous event»), unbiased by rejection sampling. */
export function statsEventId(random: RandomSource): number {
  const bytes = new Uint8Array(4);
  for (;;) {
    random.fill(bytes);
    const value = (((bytes[0]! & 0x7f) << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    if (value > 0 && value < STATS_ID_LIMIT) {
      return value;
    }
  }
}

/** A registration event (a widget's or a sign-in's). */
export interface StatsEventInput {
  eventType: StatsEventName;
  screen: string;
  uniqueSessionId: string;
  /** Fields after the common ones (sdk_type, unique_session_id). */
  fields?: readonly StatField[];
  /** The screen the event leads to (the floating one-tap's `screen_proceed`). */
  screenTo?: string;
}

/** The kit's own start (`Config.init`): a session step, no widget, no fields. */
export interface SessionEventInput {
  step: 'vkid_sdk_init';
  screen: string;
  additionalInfo?: string;
}

function itemOf(input: StatsEventInput | SessionEventInput): RegistrationItem | SessionItem {
  if ('step' in input) {
    return {
      type: 'type_sak_sessions_event_item',
      type_sak_sessions_event_item: {
        step: input.step,
        ...(input.additionalInfo ? { additional_info: input.additionalInfo } : {}),
      },
    };
  }
  return {
    type: 'type_registration_item',
    type_registration_item: {
      event_type: input.eventType,
      ...(input.screenTo ? { screen_to: input.screenTo } : {}),
      fields: [
        { name: 'sdk_type', value: 'vkid' },
        { name: 'unique_session_id', value: input.uniqueSessionId },
        ...(input.fields ?? []),
      ],
    },
  };
}

/** An event in the §3 shape; a registration item's common fields come first. */
export function buildStatsEvent(
  input: (StatsEventInput | SessionEventInput) & { id: number; prevEventId: number; now: number; url: string },
): StatsEventRecord {
  return {
    id: input.id,
    prev_event_id: input.prevEventId,
    prev_nav_id: 0,
    timestamp: `${Math.trunc(input.now)}000`,
    url: input.url,
    screen: input.screen,
    type: 'type_action',
    type_action: itemOf(input),
  };
}

export function buttonTypeField(buttonType: ButtonTypeName): StatField {
  return { name: 'button_type', value: buttonType };
}

/** The statistics endpoint on the provider's id origin. */
export function statsUrl(origin: string, app: number | string): string {
  return `${origin}/stat_events_vkid_sdk?${new URLSearchParams({ app_id: String(app), v: STATS_API_VERSION }).toString()}`;
}

/** The form-encoded body of one batch. */
export function statsBody(events: readonly StatsEventRecord[]): string {
  return new URLSearchParams({ events: JSON.stringify(events), sak_version: WIDGET_KIT_VERSION }).toString();
}

export interface StatsQueueDeps {
  /** POSTs one form-encoded body to `statsUrl`; may reject or throw. */
  send(body: string): Promise<unknown>;
  /** Runs `flush` once, later in this turn (a microtask or a zero timer). */
  schedule(flush: () => void): void;
  random: RandomSource;
  /** Wall-clock milliseconds. */
  now(): number;
  /** The page's url at the time of the event. */
  pageUrl(): string;
  /** false (the config's `sendStatistics: false`) turns the queue into a no-op. */
  enabled?: boolean;
}

export interface StatsResult {
  sent: boolean;
}

interface Batch {
  events: StatsEventRecord[];
  settle: ((result: StatsResult) => void)[];
}

/**
 * Collects events and sends every event queued in one turn as one batch. Each `add` returns its own
 * promise that always resolves — `{ sent: true }` once the batch's request succeeded, `{ sent: false }`
 * when it failed, threw, or statistics are off — and never rejects, so a caller may ignore it and sign-in
 * never waits for or breaks on statistics. Unlike a shared timer that a second event resets, each batch
 * keeps the resolvers of all its events.
 */
export class StatsQueue {
  #deps: StatsQueueDeps;
  #batch: Batch | null = null;
  #lastId = 0;

  constructor(deps: StatsQueueDeps) {
    this.#deps = deps;
  }

  add(input: StatsEventInput | SessionEventInput): Promise<StatsResult> {
    const deps = this.#deps;
    return new Promise<StatsResult>((resolve) => {
      if (deps.enabled === false) {
        resolve({ sent: false });
        return;
      }
      try {
        const id = statsEventId(deps.random);
        const event = buildStatsEvent({
          ...input,
          id,
          prevEventId: this.#lastId,
          now: deps.now(),
          url: deps.pageUrl(),
        });
        this.#lastId = id;
        if (this.#batch) {
          this.#batch.events.push(event);
          this.#batch.settle.push(resolve);
          return;
        }
        const batch: Batch = (this.#batch = { events: [event], settle: [resolve] });
        const flush = () => {
          if (this.#batch === batch) {
            this.#batch = null;
            send(deps, batch);
          }
        };
        try {
          deps.schedule(flush);
        } catch {
          flush();
        }
      } catch {
        resolve({ sent: false });
      }
    });
  }
}

/** Sends one batch and settles every promise of it, whatever `send` does. */
function send(deps: StatsQueueDeps, batch: Batch): void {
  const done = (sent: boolean) => {
    for (const settle of batch.settle) {
      settle({ sent });
    }
  };
  new Promise((resolve) => resolve(deps.send(statsBody(batch.events)))).then(
    () => done(true),
    () => done(false),
  );
}
