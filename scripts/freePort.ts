/** A free local port, for the servers of the tests, the benchmarks and the throwaway PostgreSQL cluster. */
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 nobody listens on right now (for a server whose origin must be known in advance). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
