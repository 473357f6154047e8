import { isValidElement, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { elementsOf, propsOf, styleObject, type MarkupNode } from '../../../scripts/bench/floor/domToElements.ts';
import { floorPage } from '../../../scripts/bench/floor/floorServer.ts';

const text = (value: string): MarkupNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const comment = (value: string): MarkupNode => ({ nodeType: 8, nodeName: '#comment', nodeValue: value, childNodes: [] });
const element = (name: string, attributes: Record<string, string>, children: MarkupNode[] = []): MarkupNode => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
  attributes: Object.entries(attributes).map(([attribute, value]) => ({ name: attribute, value })),
});

describe("floorPage: the portal's page with the floor in the app's place (issue 31 §8)", () => {
  const html =
    '<head><meta name="app-module" content="/assets/HomeScreen.js"><script type="module" crossorigin src="/assets/boot.js" data-app-entry="/assets/index.js"></script></head><body><div id="root"><p>x</p></div></body>';

  it("has the boot script start the floor's entry instead of the app's, and preloads no route chunk", () => {
    const page = floorPage(html);
    expect(page).toContain('src="/assets/boot.js" data-app-entry="/__floor/floor.js"');
    expect(page).not.toContain('app-module');
    expect(page).toContain('<div id="root"><p>x</p></div>');
  });
});

describe('domToElements: the server-rendered markup as React elements', () => {
  it("spells attributes as React's props, the style as an object and a control's value as its default", () => {
    expect(propsOf([{ name: 'class', value: 'card' }, { name: 'style', value: 'margin-top: 1px; --tone: red' }, { name: 'value', value: 'кофе' }, { name: 'hidden', value: '' }], 1)).toEqual({
      key: 1,
      className: 'card',
      style: { marginTop: '1px', '--tone': 'red' },
      defaultValue: 'кофе',
      hidden: true,
    });
    expect(styleObject('')).toEqual({});
  });

  it("wraps what React's boundary markers enclose in a Suspense boundary and drops the other comments", () => {
    const [list] = elementsOf([element('ul', {}, [comment('$'), element('li', { class: 'a' }, [text('Кофе'), comment(''), text(' 5%')]), comment('/$')])]) as ReactElement<{ children: ReactElement<{ children: unknown[] }>[] }>[];
    expect(isValidElement(list) && list.type).toBe('ul');
    const [boundary] = list!.props.children;
    expect(boundary!.type).toBe(Suspense);
    const item = boundary!.props.children as unknown as ReactElement<{ className: string; children: unknown[] }>;
    expect(item.type).toBe('li');
    expect(item.props.className).toBe('a');
    expect(item.props.children).toEqual(['Кофе', ' 5%']);
  });
});
