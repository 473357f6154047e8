/**
 * The few DOM builders the kit needs. Everything is created with createElement/createElementNS and
 * textContent: no innerHTML, no `style` attribute (a CSP with `style-src 'self'` and Trusted Types
 * sees nothing to block); sizes are CSSOM custom-property writes (`setVars`).
 */

/** An element with a class, attributes and children (strings become text nodes). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls: string,
  attrs: Record<string, string> = {},
  ...kids: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = cls;
  for (const name in attrs) {
    el.setAttribute(name, attrs[name]!);
  }
  el.append(...kids);
  return el;
}

/** A native `<button type="button">`: it never submits the host page's form. */
export function button(cls: string, label: string, onClick: () => void, ...kids: (Node | string)[]): HTMLButtonElement {
  const el = h('button', cls, { type: 'button', 'aria-label': label }, ...kids);
  el.onclick = onClick;
  return el;
}

/** One shape of an icon: tag name and `name=value` attributes separated by spaces. */
export type Shape = readonly [string, string];

/** A decorative 24×24 SVG icon built node by node (hidden from assistive technology: its button has the name). */
export function icon(cls: string, shapes: readonly Shape[]): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const attrs = (el: Element, list: string) => {
    for (const pair of list.split(' ')) {
      const at = pair.indexOf('=');
      el.setAttribute(pair.slice(0, at), pair.slice(at + 1).replace(/_/g, ' '));
    }
  };
  attrs(svg, `class=${cls} viewBox=0_0_24_24 aria-hidden=true focusable=false`);
  for (const [tag, list] of shapes) {
    const el = document.createElementNS(ns, tag);
    attrs(el, list);
    svg.append(el);
  }
  return svg;
}

/** CSS custom properties through the CSSOM (allowed under a strict CSP, unlike a `style` attribute string). */
export function setVars(el: HTMLElement, vars: Record<string, string | number>): void {
  for (const name in vars) {
    const value = vars[name]!;
    el.style.setProperty(`--vkid-${name}`, typeof value === 'number' ? `${value}px` : value);
  }
}
