/**
 * POSTs `fields` as an HTML form to a third-party service (SMS gateway, captcha check), giving up
 * after `timeoutMs` so a slow provider cannot hold a shopper's request open.
 */
export function postForm(
  fetcher: typeof fetch,
  url: string,
  fields: URLSearchParams,
  timeoutMs: number,
): Promise<Response> {
  return fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
    signal: AbortSignal.timeout(timeoutMs),
  });
}
