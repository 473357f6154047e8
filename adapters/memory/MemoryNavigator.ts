import type { Navigator } from '../../core/ports/index.ts';

/** Navigator of a headless session: there is no page to leave, so it records where the app went. */
export class MemoryNavigator implements Navigator {
  /** Routes passed to goTo, in order. */
  readonly visited: string[] = [];
  reloads = 0;
  cabinetOpens = 0;

  goTo(path: string): void {
    this.visited.push(path);
  }

  reload(): void {
    this.reloads += 1;
  }

  /** A new document at `path`: recorded as a visit and a reload. */
  reloadAt(path: string): void {
    this.visited.push(path);
    this.reloads += 1;
  }

  openCabinet(): void {
    this.cabinetOpens += 1;
  }
}
