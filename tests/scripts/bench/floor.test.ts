import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidElement, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { elementsOf, propsOf, styleObject, type MarkupNode } from '../../../scripts/bench/floor/domToElements.ts';
import { floorPage, startFloorServer } from '../../../scripts/bench/floor/floorServer.ts';

const text = (value: string): MarkupNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const comment = (value: string): MarkupNode => ({
  nodeType: 8,
  nodeName: '#comment',
  nodeValue: value,
  childNodes: [],
});
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
    expect(
      propsOf(
        [
          { name: 'class', value: 'card' },
          { name: 'style', value: 'margin-top: 1px; --tone: red' },
          { name: 'value', value: 'кофе' },
          { name: 'hidden', value: '' },
        ],
        1,
      ),
    ).toEqual({
      key: 1,
      className: 'card',
      style: { marginTop: '1px', '--tone': 'red' },
      defaultValue: 'кофе',
      hidden: true,
    });
    expect(styleObject('')).toEqual({});
  });

  it("wraps what React's boundary markers enclose in a Suspense boundary and drops the other comments", () => {
    const [list] = elementsOf([
      element('ul', {}, [
        comment('$'),
        element('li', { class: 'a' }, [text('Кофе'), comment(''), text(' 5%')]),
        comment('/$'),
      ]),
    ]) as ReactElement<{ children: ReactElement<{ children: unknown[] }>[] }>[];
    expect(isValidElement(list) && list.type).toBe('ul');
    const [boundary] = list!.props.children;
    expect(boundary!.type).toBe(Suspense);
    const item = boundary!.props.children as unknown as ReactElement<{ className: string; children: unknown[] }>;
    expect(item.type).toBe('li');
    expect(item.props.className).toBe('a');
    expect(item.props.children).toEqual(['Кофе', ' 5%']);
  });
});

describe("the floor server's own files", () => {
  /** A GET with the path sent as written (fetch would fold the dots away first). */
  function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(url);
      const sent = request({ hostname, port, path, method: 'GET' }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  it('serves its script, answers 404 for a file it lacks (it stopped the server before) and refuses a path that leaves its folder', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'floor-test-'));
    const folder = join(parent, 'floor');
    mkdirSync(folder);
    mkdirSync(`${folder}-beside`);
    writeFileSync(join(`${folder}-beside`, 'other.js'), 'other');
    writeFileSync(join(folder, 'floor.js'), 'export {};');
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    const server = await startFloorServer('http://127.0.0.1:9', folder);
    try {
      expect(await rawGet(server.url, '/__floor/floor.js')).toEqual({ status: 200, body: 'export {};' });
      const escape = await rawGet(server.url, '/__floor/../secret.txt');
      expect(escape.status).toBe(404);
      expect(escape.body).not.toContain('secret');
      expect((await rawGet(server.url, '/__floor/../floor-beside/other.js')).status).toBe(404);
      expect((await rawGet(server.url, '/__floor/floor.js.map')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
