import type { Logger } from '../../core/ports/index.ts';

/** Logger over the browser console: the failures the core swallows on purpose stay visible to developers. */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'error'> = console) {}

  error(message: string, detail?: unknown): void {
    if (detail === undefined) {
      this.sink.error(message);
    } else {
      this.sink.error(message, detail);
    }
  }
}
