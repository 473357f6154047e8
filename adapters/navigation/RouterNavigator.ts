import type { Navigator } from '../../core/ports/index.ts';

/** The part of `window.location` the navigator leaves the page through. */
interface PageLocation {
  reload(): void;
  assign(url: string): void;
}

export interface RouterNavigatorOptions {
  /**
   * Client-side navigation to a portal path such as '/brands'; the app entry passes
   * `(path) => router.navigate({ href: path })`, so this adapter needs no router import.
   */
  navigate: (path: string) => unknown;
  location: PageLocation;
  /** Where `openCabinet` goes: the configured cabinet, else the portal's profile page (core `cabinetAddress`). */
  cabinetUrl: string;
}

/**
 * Navigator over the SPA router and the browser location: `goTo` through the router, `reload`, `reloadAt`
 * and `openCabinet` by leaving the document.
 */
export class RouterNavigator implements Navigator {
  constructor(private readonly options: RouterNavigatorOptions) {}

  /** The navigator of the current page. */
  static fromWindow(navigate: (path: string) => unknown, cabinetUrl: string): RouterNavigator {
    return new RouterNavigator({ navigate, location: window.location, cabinetUrl });
  }

  goTo(path: string): void {
    void this.options.navigate(path);
  }

  reload(): void {
    this.options.location.reload();
  }

  reloadAt(path: string): void {
    this.options.location.assign(path);
  }

  openCabinet(): void {
    this.options.location.assign(this.options.cabinetUrl);
  }
}
