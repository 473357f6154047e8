import { html, type Html } from '../http/markup.ts';

export { html, type Html };

export interface PageParts {
  lang: 'ru' | 'en';
  title: string;
  /** Stylesheets served by the provider (no inline styles: the pages' CSP is style-src 'self'). */
  styles: string[];
  /** Scripts served by the provider (no inline scripts: script-src 'self'). */
  scripts: string[];
  /** data-* attributes of <body>: how the server hands values to the scripts. */
  data?: Record<string, string>;
  bodyClass?: string;
  body: Html;
}

/** A whole HTML document. */
export function page(parts: PageParts): string {
  const data = Object.entries(parts.data ?? {}).map(([name, value]) => html` data-${name}="${value}"`);
  const styles = parts.styles.map((href) => html`<link rel="stylesheet" href="${href}">`);
  const scripts = parts.scripts.map((src) => html`<script src="${src}" defer></script>`);
  const bodyClass = parts.bodyClass === undefined ? '' : html` class="${parts.bodyClass}"`;
  return html`<!doctype html>
<html lang="${parts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${parts.title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styles}${scripts}
</head>
<body${bodyClass}${data}>
${parts.body}
</body>
</html>
`.toString();
}
