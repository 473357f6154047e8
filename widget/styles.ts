/**
 * The kit's one stylesheet. It is adopted as a constructable stylesheet (`new CSSStyleSheet()` +
 * `replaceSync`), which a CSP of `style-src 'self'` allows and Trusted Types do not see; only a browser
 * without constructable stylesheets gets a `<style>` element, carrying the site's `nonce` when given.
 * Sizes arrive as custom properties (`--vkid-h` …) set through the CSSOM by each widget.
 */
import { ONE_TAP_LIST_GAP_PX } from '../core/widgetKit/layout.ts';

const SPIN = 'border:2px solid;border-right-color:transparent;border-radius:50%;animation:vkid-turn .7s linear infinite';

// Brand blue, darkened from #07f to #0066e0 so white text keeps 4.5:1 (WCAG AA); hover and active stay above it.
export const CSS = `.vkid{--c:#0066e0;--ch:#005bc8;--ca:#0050b3;--fg:#fff;--bg:#fff;--bh:#f5f7fa;--ba:#ebeef2;--tx:#000;--sub:#5f6b78;--bd:#dce1e6;--f:#07f;--lb:#fff;--lg:#07f;\
position:relative;box-sizing:border-box;width:var(--vkid-w,100%);font:500 var(--vkid-fs,16px)/1.25 -apple-system,system-ui,Roboto,sans-serif;color:var(--tx)}
.vkid[data-scheme=dark]{--ch:#0f70e6;--ca:#1773e8;--bg:#232324;--bh:#2c2d2e;--ba:#363738;--tx:#fff;--sub:#8c9199;--bd:#414243;--f:#71aaeb}
.vkid[data-skin=secondary]{--c:#f0f2f5;--ch:#e6e9ed;--ca:#dce1e6;--fg:#000;--lb:#07f;--lg:#fff}
.vkid[data-scheme=dark][data-skin=secondary]{--c:#2c2d2e;--ch:#363738;--ca:#414243;--fg:#fff}
.vkid *{box-sizing:inherit}
.vkid-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.vkid button{position:relative;display:flex;align-items:center;justify-content:center;gap:8px;height:var(--vkid-h);margin:0;padding:0 var(--vkid-p);border:0;border-radius:var(--vkid-r);font:inherit;cursor:pointer}
.vkid button:focus-visible{outline:2px solid var(--f);outline-offset:2px}
.vkid-btn{width:100%;background:var(--c);color:var(--fg)}
.vkid-btn:hover{background:var(--ch)}.vkid-btn:active{background:var(--ca)}
.vkid-lb{fill:var(--lb)}.vkid-lg{fill:var(--lg)}
.vkid-logo{flex:none;width:var(--vkid-l);height:var(--vkid-l)}
.vkid-txt{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-align:center}
.vkid-btn:after{content:"";flex:none;width:var(--vkid-l)}
.vkid[data-mode=icon] .vkid-btn{width:var(--vkid-h);padding:0}
.vkid[data-mode=icon] .vkid-txt,.vkid[data-mode=icon] .vkid-btn:after,.vkid[data-mode=icon] .vkid-spin{display:none}
.vkid-spin{position:absolute;right:calc(var(--vkid-p) + 4px);width:calc(var(--vkid-l) - 8px);height:calc(var(--vkid-l) - 8px);${SPIN}}
.vkid:not([data-state=loading]) .vkid-spin{display:none}
.vkid-m{position:absolute;visibility:hidden;white-space:nowrap;pointer-events:none}
.vkid-fr{display:block;width:100%;height:var(--vkid-fh);border:0;background:none}
.vkid:not([data-state=loaded]) .vkid-fr{position:absolute;top:0;left:0;visibility:hidden;pointer-events:none}
.vkid[data-state=loaded] .vkid-box{display:none}
.vkid-ls{margin-top:${ONE_TAP_LIST_GAP_PX}px}
.vkid-line{margin:0 0 12px;text-align:center;font-size:14px;font-weight:400;color:var(--sub)}
.vkid-row{display:flex;gap:12px}
.vkid .vkid-pb{flex:1;min-width:0;border:1px solid var(--bd);background:var(--bg);color:var(--tx)}
.vkid-pb:hover{background:var(--bh)}.vkid-pb:active{background:var(--ba)}
.vkid-ol{--lb:#07f;--lg:#fff}
.vkid-ic{flex:none;width:var(--vkid-i);height:var(--vkid-i)}
.vkid-pt{overflow:hidden;white-space:nowrap}
.vkid-pt[data-fit=no]{position:absolute;visibility:hidden}
.vkid-ov{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:var(--bg)}
.vkid-ov:before{content:"";width:20px;height:20px;color:var(--c);${SPIN}}
.vkid[data-state=loaded] .vkid-ov{display:none}
@keyframes vkid-turn{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.vkid-spin,.vkid-ov:before{animation:none}}`;

let sheet: CSSStyleSheet | undefined;

/**
 * Gives `doc` the kit's styles once. Constructable stylesheets where the browser has them; otherwise
 * one `<style>` element (with `nonce` so a nonce-based CSP accepts it).
 */
export function adoptStyles(doc: Document, nonce?: string): void {
  if ((doc as Partial<Document>).adoptedStyleSheets) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!doc.adoptedStyleSheets.includes(sheet)) {
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    }
  } else if (!doc.querySelector('style[data-vkid]')) {
    const style = doc.createElement('style');
    style.setAttribute('data-vkid', '');
    if (nonce) {
      style.nonce = nonce;
    }
    style.textContent = CSS;
    doc.head.append(style);
  }
}
