/**
 * The server-rendered markup as React elements, for the floor of `npm run bench:web` (floorEntry.ts): the same
 * elements, attributes and texts, and a Suspense boundary wherever React's markers (`<!--$-->` … `<!--/$-->`)
 * say the server rendered one, so React hydrates the markup as it stands.
 */
import { createElement, Suspense, type ReactNode } from 'react';

/** What the walk needs of a DOM node (a browser's Node, or a test's plain object). */
export interface MarkupNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<MarkupNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** Attribute names whose React prop is spelled otherwise. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  viewbox: 'viewBox',
};
/** Attributes React sets as properties: a control's value is its default, so the element stays uncontrolled. */
const DEFAULT_PROPS: Readonly<Record<string, string>> = {
  value: 'defaultValue',
  checked: 'defaultChecked',
  selected: 'defaultSelected',
};
/** Attributes whose presence is their value. */
const BOOLEAN_PROPS = new Set([
  'hidden',
  'disabled',
  'required',
  'defaultChecked',
  'defaultSelected',
  'readOnly',
  'multiple',
  'open',
  'autoFocus',
  'async',
  'defer',
  'noValidate',
]);

/** `color: red; margin-top: 1px` as React's style object. */
export function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      const name = declaration.slice(0, colon).trim();
      const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      result[key] = declaration.slice(colon + 1).trim();
    }
  }
  return result;
}

/** An element's attributes as React props. */
export function propsOf(attributes: ArrayLike<{ name: string; value: string }>, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const { name, value } of Array.from(attributes)) {
    const lower = name.toLowerCase();
    const prop = DEFAULT_PROPS[lower] ?? PROP_NAMES[lower] ?? name;
    if (lower === 'style') {
      props['style'] = styleObject(value);
    } else if (BOOLEAN_PROPS.has(prop)) {
      props[prop] = true;
    } else {
      props[prop] = value;
    }
  }
  return props;
}

/** The nodes as React children; texts stay texts (React's `<!-- -->` between two of them is dropped, as React writes it again). */
export function elementsOf(nodes: ArrayLike<MarkupNode>): ReactNode[] {
  const stack: ReactNode[][] = [[]];
  let key = 0;
  for (const node of Array.from(nodes)) {
    const current = stack[stack.length - 1]!;
    if (node.nodeType === TEXT_NODE) {
      current.push(node.nodeValue ?? '');
    } else if (node.nodeType === ELEMENT_NODE) {
      const name = node.nodeName.toLowerCase();
      const children = elementsOf(node.childNodes);
      key += 1;
      current.push(
        createElement(name, propsOf(node.attributes ?? [], key), ...(children.length === 0 ? [] : [children])),
      );
    } else if (node.nodeType === COMMENT_NODE && node.nodeValue === '$') {
      stack.push([]);
    } else if (node.nodeType === COMMENT_NODE && node.nodeValue === '/$' && stack.length > 1) {
      const inner = stack.pop()!;
      key += 1;
      stack[stack.length - 1]!.push(createElement(Suspense, { key, fallback: null }, ...inner));
    }
  }
  return stack[0]!;
}
