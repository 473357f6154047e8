import type { ParentMessage, ParentWindow } from '../../core/ports/index.ts';

/** ParentWindow of a headless page (a server render, the simulation): there is no parent, so it records what the page said. */
export class MemoryParentWindow implements ParentWindow {
  readonly posted: ParentMessage[] = [];

  post(message: ParentMessage): void {
    this.posted.push(message);
  }
}
