/** Where the core reports failures it swallows on purpose (portal §7: favourites, cities, max cashback). */
export interface Logger {
  error(message: string, detail?: unknown): void;
}

/** Wall-clock time in unix milliseconds; timers go through XState's clock instead. */
export interface Clock {
  now(): number;
}
