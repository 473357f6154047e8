/**
 * The page a shed request gets when no earlier copy of its page is at hand (issue 23): 503 with Retry-After, a few
 * hundred bytes written once, in the portal's colours and words, asking the shopper to wait a moment. It reloads
 * itself after the wait (a meta refresh, which the CSP allows: no script runs).
 */
import { SHED_RETRY_AFTER_SECONDS } from '../http/shedding.ts';

const BUSY_PAGE = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${SHED_RETRY_AFTER_SECONDS}">
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<title>Рядом — минутку</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f8fa;color:#1f2328;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:28rem;margin:16px;padding:32px 24px;background:#fff;border:1px solid #d0d7de;border-radius:16px;text-align:center}
h1{margin:16px 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 24px;color:#57606a}
a{display:inline-block;padding:12px 24px;border-radius:12px;background:#1f6feb;color:#fff;text-decoration:none;font-weight:600}
a:hover{background:#1158c7}
</style>
</head>
<body>
<main>
<svg width="56" height="56" viewBox="0 0 64 64" role="img" aria-label="Рядом"><rect width="64" height="64" rx="14" fill="#1f6feb"/><circle cx="24" cy="30" r="9" fill="#fff"/><circle cx="40" cy="30" r="9" fill="none" stroke="#fff" stroke-width="4"/><rect x="16" y="45" width="32" height="4" rx="2" fill="#fff"/></svg>
<h1>Сейчас к нам заглянуло очень много людей</h1>
<p>Страница откроется через пару секунд сама. Если нет — нажмите кнопку.</p>
<a href="">Обновить страницу</a>
</main>
</body>
</html>
`;

const BUSY_BYTES = new TextEncoder().encode(BUSY_PAGE);

/** The 503 answer of a shed page request: never kept by any cache, retried after SHED_RETRY_AFTER_SECONDS. */
export function busyPageResponse(head: boolean): Response {
  return new Response(head ? null : BUSY_BYTES, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(BUSY_BYTES.byteLength),
      'Cache-Control': 'no-store',
      'Retry-After': String(SHED_RETRY_AFTER_SECONDS),
    },
  });
}
