/**
 * The browser's session while its machines load after the first render: the page renders the starting
 * visitor's session of the rendered view, and nothing asked of it meanwhile is lost when the session arrives.
 */
import { describe, expect, it } from 'vitest';
import { bootingSnapshot, type SessionSnapshot, type SessionStore } from '../../../ui/app/session.ts';
import { DeferredSession } from '../../../ui/app/deferredSession.ts';

const VIEW = { cityId: 2, cities: [{ id: 2, name: 'Казань' }] };

/** A started session that records what is asked of it and whose city can be changed from the test. */
class RecordingSession implements SessionStore {
  readonly asked: string[] = [];
  private snapshot: SessionSnapshot = { ...bootingSnapshot(VIEW), status: 'ready' };
  private readonly listeners = new Set<() => void>();

  getSnapshot = () => this.snapshot;
  getRenderedSnapshot = () => this.snapshot;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  openCityModal() {
    this.asked.push('openCityModal');
  }
  closeCityModal() {
    this.asked.push('closeCityModal');
  }
  selectCity(cityId: number) {
    this.asked.push(`selectCity ${cityId}`);
  }
  logOut() {
    this.asked.push('logOut');
  }
  /** The session as it is before its start settles. */
  startsWith(snapshot: SessionSnapshot) {
    this.snapshot = snapshot;
  }
  /** The shopper's own city settled: a new snapshot. */
  moveTo(cityId: number) {
    this.snapshot = { ...this.snapshot, cityId };
    this.listeners.forEach((listener) => listener());
  }
}

function deferred() {
  let arrive: (session: RecordingSession) => void = () => {};
  const load = () => new Promise<SessionStore>((resolve) => (arrive = resolve));
  const errors: unknown[] = [];
  return {
    load,
    arrive: (session: RecordingSession) => arrive(session),
    errors,
    logger: { error: (...args: unknown[]) => errors.push(args) },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the session while its machines load', () => {
  it('renders a starting visitor in the rendered view’s city, the same snapshot hydration renders', () => {
    const { load, logger } = deferred();
    const session = new DeferredSession(VIEW, load, logger);
    expect(session.getSnapshot()).toEqual(bootingSnapshot(VIEW));
    expect(session.getRenderedSnapshot()).toBe(session.getSnapshot());
  });

  it('passes on the commands given before it arrived, in order, and every later one at once', async () => {
    const { load, arrive, logger } = deferred();
    const session = new DeferredSession(VIEW, load, logger);
    session.openCityModal();
    session.selectCity(3);
    const real = new RecordingSession();
    arrive(real);
    await flush();
    expect(real.asked).toEqual(['openCityModal', 'selectCity 3']);
    session.logOut();
    session.closeCityModal();
    expect(real.asked).toEqual(['openCityModal', 'selectCity 3', 'logOut', 'closeCityModal']);
  });

  it('re-renders its readers when the session arrives and on its every change, and shows the session’s snapshot', async () => {
    const { load, arrive, logger } = deferred();
    const session = new DeferredSession(VIEW, load, logger);
    let renders = 0;
    session.subscribe(() => (renders += 1));
    const real = new RecordingSession();
    arrive(real);
    await flush();
    expect(renders).toBe(1);
    expect(session.getSnapshot().status).toBe('ready');
    real.moveTo(1);
    expect(renders).toBe(2);
    expect(session.getSnapshot().cityId).toBe(1);
    expect(session.getRenderedSnapshot()).toEqual(bootingSnapshot(VIEW));
  });

  it('a session that arrives still starting shows the very snapshot the page hydrated with, so nothing renders again', async () => {
    const { load, arrive, logger } = deferred();
    const session = new DeferredSession(VIEW, load, logger);
    const hydrated = session.getSnapshot();
    const starting = new RecordingSession();
    starting.startsWith(bootingSnapshot(VIEW));
    arrive(starting);
    await flush();
    expect(session.getSnapshot()).toBe(hydrated);
  });

  it('logs a session that could not be loaded, and the page stays a visitor’s', async () => {
    const errors: unknown[] = [];
    const session = new DeferredSession(VIEW, () => Promise.reject(new Error('chunk failed')), {
      error: (message) => errors.push(message),
    });
    await flush();
    expect(errors).toEqual(['app: the session could not be loaded']);
    expect(session.getSnapshot().status).toBe('booting');
  });
});
