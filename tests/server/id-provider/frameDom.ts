/** The provider's frame pages run with their real script (static/one-tap-frame.js) in jsdom. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ID, type TestProvider } from './testProvider.ts';

interface JsdomOptions {
  url: string;
  runScripts: 'outside-only';
  virtualConsole?: unknown;
}

/** jsdom ships no type declarations; these are the two constructors the frame tests need. */
const jsdom = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: JsdomOptions) => { window: Window & typeof globalThis };
  VirtualConsole: new () => { on(event: string, listener: (error: Error) => void): void };
};
const { JSDOM } = jsdom;
export const { VirtualConsole } = jsdom;

/** The frames' script, as the provider serves it. */
export const FRAME_SCRIPT = readFileSync(
  new URL('../../../server/id-provider/static/one-tap-frame.js', import.meta.url),
  'utf8',
);

/** A frame page's window as jsdom makes it, able to run the script. */
export type FrameWindow = Window & typeof globalThis & { eval(code: string): unknown };

/** A frame page's HTML at `path` of the provider in jsdom, without its script tags (the script is run by hand). */
export function framePageDom(html: string, path: string, virtualConsole?: unknown): { window: FrameWindow } {
  return new JSDOM(html.replace(/<script[^>]*><\/script>/g, ''), {
    url: `${ID}${path}`,
    runScripts: 'outside-only',
    ...(virtualConsole === undefined ? {} : { virtualConsole }),
  }) as {
    window: FrameWindow;
  };
}

/** What a frame posted to its parent, and to which origin. */
export interface Posted {
  data: { type: string; handler: string; params: Record<string, unknown> };
  targetOrigin: string;
}

/**
 * Runs a frame page (`html`, served at `path`) and the frame script in jsdom. The frame's parent is a window whose
 * postMessage records what the frame sent and where; the script's fetch goes to the provider app.
 */
export function runFramePage(provider: TestProvider, html: string, path: string) {
  const dom = framePageDom(html, path);
  const posted: Posted[] = [];
  const frame = dom.window;
  const parent = { postMessage: (data: Posted['data'], targetOrigin: string) => posted.push({ data, targetOrigin }) };
  Object.defineProperty(frame, 'parent', { value: parent });
  Object.defineProperty(frame, 'fetch', {
    value: (target: string, init: RequestInit) =>
      provider.request(target, {
        ...init,
        body: String(init.body),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
  });
  frame.eval(FRAME_SCRIPT);
  return { dom, posted, parent, window: dom.window, document: dom.window.document };
}

/** Waits (up to half a second) until `check` holds. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
