import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildManifest } from './buildManifest.ts';

/**
 * The built index.html as a server-rendered page starts. The browser-only shell links its stylesheet
 * and runs the app's entry as soon as the page is parsed; a server-rendered page is already whole, so:
 * - its stylesheets are written into the head, so the first paint waits for no request
 *   (allowed by the pages' CSP, docs/security.md «Server-rendered pages»);
 * - nothing of the app is fetched before the first paint: the boot script (ui/boot.ts) names the entry and
 *   fetches it, with the route's chunks, once the first frame is painted. Preloaded in the head, the app's
 *   JavaScript shared a slow line with the document and the first image and held the first paint back
 *   (Lighthouse's slow-4G model counted every request begun before the paint: docs/decisions.md «Paint, then fetch»).
 */

/** The built styles by the address they are served at ('/assets/index-X.css'), read once per build. */
export type BuiltStyles = ReadonlyMap<string, string>;

/** A style element must not end early: a stylesheet holding its end tag stays a link. */
function inlinable(css: string): boolean {
  return !/<\/style/i.test(css);
}

/** The `<style>` that stands for a stylesheet link, or null when the link must stay. */
export function inlineStyle(styles: BuiltStyles, href: string): string | null {
  const css = styles.get(href);
  return css === undefined || !inlinable(css) ? null : `<style>${css}</style>`;
}

/** Every stylesheet of the client build, read from `root` (dist/); a file that cannot be read is left out (its link stays). */
export async function readBuiltStyles(root: string, manifest: BuildManifest): Promise<BuiltStyles> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const styles = new Map<string, string>();
  await Promise.all(
    [...files].map(async (file) => {
      const css = await readFile(join(root, file), 'utf8').catch(() => null);
      if (css !== null) {
        styles.set(`/${file}`, css);
      }
    }),
  );
  return styles;
}

/**
 * `html` (the built index.html) with its stylesheet links written inline and its entry script replaced by the
 * boot script (the manifest's 'ui/boot.ts' chunk), which names the entry in `data-app-entry` and starts it
 * after the first paint. Without a boot chunk in the manifest the entry script stays as it is.
 */
export function firstPaintShell(html: string, manifest: BuildManifest, styles: BuiltStyles): string {
  const entry = manifest['index.html']?.file;
  const boot = manifest['ui/boot.ts']?.file;
  return html
    .replace(
      /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g,
      (tag, href: string) => inlineStyle(styles, href) ?? tag,
    )
    .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (tag, src: string) =>
      entry === undefined || boot === undefined || src !== `/${entry}`
        ? tag
        : `<script type="module" crossorigin src="/${boot}" data-app-entry="${src}"></script>`,
    );
}
