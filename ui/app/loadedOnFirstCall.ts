/**
 * A port whose every method answers a promise, with its adapter's code loaded on the first call rather than with
 * the first screen (issue 4's budget): the entry names the module, and nothing of it is downloaded until a
 * method is called. A failed load (a chunk the network lost) is tried again on the next call.
 */
export function loadedOnFirstCall<Port extends object>(load: () => Promise<Port>): Port {
  let loading: Promise<Port> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return new Proxy({} as Port, {
    get:
      (_, method) =>
      (...args: unknown[]) =>
        loaded().then((port) => (port[method as keyof Port] as (...a: unknown[]) => unknown).call(port, ...args)),
  });
}
