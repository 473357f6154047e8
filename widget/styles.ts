/**
 * The kit's one stylesheet. It is adopted as a constructable stylesheet (`new CSSStyleSheet()` +
 * `replaceSync`), which a CSP of `style-src 'self'` allows and Trusted Types do not see; only a browser
 * without constructable stylesheets gets a `<style>` element, carrying the site's `nonce` when given.
 * Sizes arrive as custom properties (`--vkid-h` …) set through the CSSOM by each widget.
 *
 * The rules every widget uses are here; a widget kind's own rules (the one-tap button's text modes, the
 * floating panel) travel with that widget and join the same sheet when it first renders, so a page that
 * shows one kind never downloads another's.
 */

export const SPIN =
  'border:2px solid;border-right-color:transparent;border-radius:50%;animation:vkid-turn .7s linear infinite';

// Brand blue, darkened from #07f to #0066e0 so white text keeps 4.5:1 (WCAG AA); hover and active stay above it.
export const CSS = `.vkid{--c:#0066e0;--ch:#005bc8;--ca:#0050b3;--fg:#fff;--bg:#fff;--bh:#f5f7fa;--ba:#ebeef2;--tx:#000;--sub:#5f6b78;--bd:#dce1e6;--f:#07f;--lb:#fff;--lg:#07f;\\
position:relative;box-sizing:border-box;width:var(--vkid-w,100%);font:500 var(--vkid-fs,16px)/1.25 -apple-system,system-ui,Roboto,sans-serif;color:var(--tx)}
.vkid[data-scheme=dark]{--ch:#0f70e6;--ca:#1773e8;--bg:#232324;--bh:#2c2d2e;--ba:#363738;--tx:#fff;--sub:#8c9199;--bd:#414243;--f:#71aaeb}
.vkid *{box-sizing:inherit}
.vkid-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.vkid button{position:relative;display:flex;align-items:center;justify-content:center;gap:8px;height:var(--vkid-h);margin:0;padding:0 var(--vkid-p);border:0;border-radius:var(--vkid-r);font:inherit;cursor:pointer}
.vkid button:focus-visible{outline:2px solid var(--f);outline-offset:2px}
.vkid-btn{width:100%;background:var(--c);color:var(--fg)}
.vkid-btn:hover{background:var(--ch)}.vkid-btn:active{background:var(--ca)}
.vkid-lb{fill:var(--lb)}.vkid-lg{fill:var(--lg)}
.vkid-logo{flex:none;width:var(--vkid-l);height:var(--vkid-l)}
.vkid-spin{position:absolute;right:calc(var(--vkid-p) + 4px);width:calc(var(--vkid-l) - 8px);height:calc(var(--vkid-l) - 8px);${SPIN}}
.vkid:not([data-state=loading]) .vkid-spin{display:none}
@keyframes vkid-turn{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.vkid-spin,.vkid-ov:before{animation:none}}`;

/** The rule sets in the sheet, in the order they joined it (the shared rules first). */
const parts = new Set<string>([CSS]);
let sheet: CSSStyleSheet | undefined;

/**
 * Gives `doc` the kit's styles and a widget kind's own `extra` rules, in one sheet adopted once
 * (constructable stylesheets where the browser has them; otherwise one `<style>` element, with `nonce` so
 * a nonce-based CSP accepts it). A kind seen for the first time rewrites the sheet with its rules added.
 */
export function adoptStyles(doc: Document, extra: string, nonce?: string): void {
  const grew = extra !== '' && !parts.has(extra);
  if (grew) {
    parts.add(extra);
  }
  const text = [...parts].join('\n');
  if ((doc as Partial<Document>).adoptedStyleSheets) {
    if (!sheet || grew) {
      sheet ??= new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    if (!doc.adoptedStyleSheets.includes(sheet)) {
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    }
    return;
  }
  let style = doc.querySelector<HTMLStyleElement>('style[data-vkid]');
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute('data-vkid', '');
    if (nonce) {
      style.nonce = nonce;
    }
    doc.head.append(style);
  }
  if (style.textContent !== text) {
    style.textContent = text;
  }
}
