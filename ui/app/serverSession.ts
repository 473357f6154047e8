import { bootingSnapshot, type RenderedView, type SessionSnapshot, type SessionStore } from './session.ts';

/**
 * The session of a page rendered on the server: a visitor nobody knows yet, in the city the page is
 * for. It never changes and holds nothing of any shopper, so the page it renders can be cached for
 * everyone; the browser's `AppSession` starts from the same view and fills in the shopper's parts.
 */
export class ServerSession implements SessionStore {
  private readonly snapshot: SessionSnapshot;

  constructor(view: RenderedView) {
    this.snapshot = bootingSnapshot(view);
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getRenderedSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (): (() => void) => () => {};

  openCityModal(): void {
    throw renderOnly('openCityModal');
  }

  closeCityModal(): void {
    throw renderOnly('closeCityModal');
  }

  selectCity(): void {
    throw renderOnly('selectCity');
  }

  logOut(): void {
    throw renderOnly('logOut');
  }
}

/** A server render only renders: a command means a component acted during render, which is a bug. */
function renderOnly(command: string): Error {
  return new Error(`ServerSession.${command}: a server render cannot act for a shopper`);
}
