import type { Connectivity } from '../../core/ports/pendingLogouts.ts';

/** The browser's `online` event of a window. */
export class WindowConnectivity implements Connectivity {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {}

  /** The current window's; where there is none (a test's Node), a device that never reports coming back. */
  static fromWindow(): WindowConnectivity {
    return new WindowConnectivity(
      typeof window === 'undefined'
        ? { addEventListener: () => undefined, removeEventListener: () => undefined }
        : window,
    );
  }

  onOnline(listener: () => void): () => void {
    const handler = (): void => listener();
    this.target.addEventListener('online', handler);
    return () => this.target.removeEventListener('online', handler);
  }
}
