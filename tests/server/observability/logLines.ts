import { Writable } from 'node:stream';

/** A log destination for `startServer({ logDestination })` that keeps what the server wrote, one string per line. */
export function logLines(): { lines: string[]; destination: Writable } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  return { lines, destination };
}
