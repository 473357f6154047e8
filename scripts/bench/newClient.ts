/**
 * The client who arrives while the load runs (issue 23, issue 32 §2), timed by curl in a process of its own: the
 * bench process also drives the writers, and its own event loop's delays are not the server's answer time.
 */
import { execFile } from 'node:child_process';

/**
 * Milliseconds curl took, from connecting to the last byte, to get a 200 for `url` on a new connection; null when the
 * answer was not 200 or did not end within `timeoutSeconds`.
 */
export function newClientWait(url: string, timeoutSeconds: number): Promise<number | null> {
  const args = ['--silent', '--output', '/dev/null', '--max-time', String(timeoutSeconds)];
  return new Promise((resolveWait, rejectWait) => {
    execFile('curl', [...args, '--write-out', '%{http_code} %{time_total}', url], (error, stdout) => {
      if (error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        rejectWait(new Error('the new-client probe needs curl (apt-get install curl)'));
        return;
      }
      const [status, seconds] = stdout.trim().split(' ');
      resolveWait(status === '200' && seconds !== undefined ? Number(seconds) * 1000 : null);
    });
  });
}
