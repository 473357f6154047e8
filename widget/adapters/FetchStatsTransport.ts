/**
 * Sends one statistics batch (widget-kit §7): a form-encoded POST with the provider's cookies, in cors
 * mode, `keepalive` so a sign-in that navigates away right after a tap does not cancel it. The promise rejects on a network failure or a non-2xx answer; `StatsQueue` turns that into
 * `{ sent: false }`, so nothing of it ever reaches sign-in.
 */
export function fetchStatsTransport(url: string): (body: string) => Promise<unknown> {
  return (body) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams(body),
      credentials: 'include',
      mode: 'cors',
      keepalive: true,
    }).then((answer) =>
      answer.ok ? answer.json() : Promise.reject(new Error(`statistics answered ${answer.status}`)),
    );
}
