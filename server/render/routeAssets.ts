import { escapeMarkup as escapeHtml } from '../http/markup.ts';
import type { BuildManifest } from './buildManifest.ts';
import { inlineStyle, type BuiltStyles } from './firstPaintShell.ts';

/**
 * The styles and scripts of a server-rendered page's route screens. Each screen is a lazy chunk whose
 * CSS the browser would only learn of once that chunk's JS runs: the page would paint unstyled cards
 * first and fetch entry → route chunk in sequence. Linking them in the head from the client build's
 * manifest (dist/.vite/manifest.json) lets the browser fetch them with the entry.
 */

/** What a set of modules needs in the browser, as paths in the build. */
export interface RouteAssets {
  /** In cascade order: a chunk's imports' styles before its own, as Vite itself links them. */
  styles: string[];
  /** The modules' own chunks first, then what they import. */
  scripts: string[];
}

/**
 * The JS chunks and CSS files of `modules` and of everything they import statically. A module with no
 * chunk of its own is skipped: it is bundled into a chunk the page loads anyway.
 */
export function routeAssets(manifest: BuildManifest, modules: readonly string[]): RouteAssets {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (seen.has(key) || chunk === undefined) {
      return;
    }
    seen.add(key);
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
    for (const css of chunk.css ?? []) {
      styles.add(css);
    }
  };
  for (const module of modules) {
    visit(module);
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The name of the meta elements that list a page's route chunks for ui/boot.ts. */
const APP_MODULE_META = 'app-module';

/** The addresses a page already loads: its stylesheet links, module scripts and modulepreload links. */
export function linkedAssets(html: string): Set<string> {
  const linked = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const loads = /^<script\b/.test(tag)
      ? /\btype="module"/.test(tag)
      : /\brel="(?:stylesheet|modulepreload)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (loads && url !== undefined) {
      linked.add(url);
    }
  }
  return linked;
}

/** The address a build path is served at: the build's assets are served from the site's root. */
function servedAt(file: string): string {
  return escapeHtml(`/${file}`);
}

/**
 * The head tags that load a page's route modules: each CSS file's rules in a `<style>` (from `styles`; a
 * link when the file is not there) and, per JS chunk that the page (`html`, the built index.html) does not
 * already load, an inert `<meta name="app-module">` that ui/boot.ts turns into a modulepreload after the
 * first paint (so no script competes with the document before it). Computed once per set of modules: a
 * build has few routes, and the same route's pages ask again and again.
 */
export function routeAssetTags(
  manifest: BuildManifest,
  html: string,
  styles: BuiltStyles = new Map(),
): (modules: readonly string[]) => string {
  const linked = linkedAssets(html);
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const cached = cache.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const assets = routeAssets(manifest, modules);
    const missing = (files: string[]) => files.map(servedAt).filter((url) => !linked.has(url));
    const tags = [
      ...missing(assets.styles).map((url) => {
        const inline = inlineStyle(styles, url);
        // The disabled link is never fetched; it tells the router's chunk loader (Vite's preload helper, which
        // looks for the stylesheet's link) that the route's styles are here, so it does not link them again
        // after hydration and make the browser restyle the whole page for rules it already has.
        return inline === null
          ? `<link rel="stylesheet" crossorigin href="${url}">`
          : `${inline}<link rel="stylesheet" crossorigin href="${url}" disabled>`;
      }),
      ...missing(assets.scripts).map((url) => `<meta name="${APP_MODULE_META}" content="${url}">`),
    ].join('');
    cache.set(key, tags);
    return tags;
  };
}
