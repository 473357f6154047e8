/**
 * The browser's session while its code is on the way. The session's machines (and XState with them) are not
 * needed to render or hydrate the first screen, whose session is a visitor's that is still starting, so the
 * app entry loads them beside the first render (docs/decisions.md «The first screen's JavaScript»). Until
 * they arrive this store answers with that starting snapshot, keeps the commands given meanwhile, and then
 * hands everything over to the real session (`AppSession`), which it speaks for from then on.
 */
import type { LogoutScope } from '../../core/domain/logoutRequest.ts';
import type { Logger } from '../../core/ports/index.ts';
import { bootingSnapshot, type RenderedView, type SessionSnapshot, type SessionStore } from './session.ts';

export class DeferredSession implements SessionStore {
  private session: SessionStore | null = null;
  private readonly rendered: SessionSnapshot;
  private readonly arrival: Promise<SessionStore>;
  private readonly listeners = new Set<() => void>();
  /** What was asked of the session before it arrived, in order. */
  private readonly waiting: Array<(session: SessionStore) => void> = [];

  /** `load` brings the real session, already started; the page renders `view` (if it was rendered on the server) meanwhile. */
  constructor(view: RenderedView | undefined, load: () => Promise<SessionStore>, logger: Logger) {
    this.rendered = bootingSnapshot(view);
    this.arrival = load();
    this.arrival.then(
      (session) => this.handOver(session),
      (error: unknown) => logger.error('app: the session could not be loaded', error),
    );
  }

  getSnapshot = (): SessionSnapshot => this.session?.getSnapshot() ?? this.rendered;

  getRenderedSnapshot = (): SessionSnapshot => this.rendered;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  openCityModal(): void {
    this.whenArrived((session) => session.openCityModal());
  }

  closeCityModal(): void {
    this.whenArrived((session) => session.closeCityModal());
  }

  selectCity(cityId: number): void {
    this.whenArrived((session) => session.selectCity(cityId));
  }

  logOut(scope?: LogoutScope): void {
    this.whenArrived((session) => session.logOut(scope));
  }

  private whenArrived(act: (session: SessionStore) => void): void {
    if (this.session === null) {
      this.waiting.push(act);
    } else {
      act(this.session);
    }
  }

  private handOver(session: SessionStore): void {
    this.session = session;
    for (const act of this.waiting.splice(0)) {
      act(session);
    }
    session.subscribe(() => this.notify());
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }
}
