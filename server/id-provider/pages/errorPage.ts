import { html, page } from '../html.ts';

/** The 400 page: what the request got wrong, one parameter per line, for the developer of the site. */
export function errorPage(title: string, problems: readonly string[]): string {
  return page({
    lang: 'ru',
    title,
    styles: ['/static/provider.css'],
    scripts: [],
    bodyClass: 'plain',
    body: html`<main class="card">
<h1>${title}</h1>
<ul class="problems">${problems.map((problem) => html`<li>${problem}</li>`)}</ul>
</main>`,
  });
}
