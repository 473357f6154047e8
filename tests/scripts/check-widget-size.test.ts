import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS_KB, closure, measureWidget, staticImports, withinBudget } from '../../scripts/check-widget-size.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Text that gzip cannot shrink much, so sizes differ per file. */
function noise(bytes: number, seed: number): string {
  let state = seed;
  return Array.from({ length: bytes }, () => {
    state = (state * 48271) % 2147483647;
    return String.fromCharCode(33 + (state % 90)).replace(/["'`\\]/, 'x');
  }).join('');
}

/** A fake dist/widget: files with the given import lines followed by incompressible-ish text. */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'widget-size-'));
  dirs.push(dir);
  let seed = 1;
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${imports}\n/*${noise(1500, seed++)}*/`);
  }
  return dir;
}

const BUILD = {
  'vkid-sdk.js': '',
  'esm/oneTap.js': 'import{a as b}from"./chunks/oneTap-1.js";export{b as OneTap};',
  'esm/config.js': 'export{c as Config}from"./chunks/config-2.js";',
  'esm/auth.js': 'import"./chunks/login-3.js";const x=()=>import("./chunks/lazy-4.js");',
  'esm/chunks/oneTap-1.js': 'import{x}from"./config-2.js";import{y}from"./login-3.js";',
  'esm/chunks/config-2.js': '',
  'esm/chunks/login-3.js': 'import{z}from"./config-2.js";',
  'esm/chunks/lazy-4.js': '',
  'esm/react/index.js': 'import{jsx}from"react/jsx-runtime";import{OneTap}from"../oneTap.js";',
  'esm/floatingOneTap.js': 'import{x}from"./chunks/config-2.js";const t=()=>import("./chunks/texts-ru-5.js");',
  'esm/chunks/texts-ru-5.js': '',
  'esm/chunks/texts-en-6.js': '',
};

describe('widget size budgets (issue 7)', () => {
  it('reads static imports and re-exports of relative modules, not bare ones or dynamic import()', () => {
    expect(
      staticImports(
        'import{a}from"./x.js";import"./y.js";export*from"../z.js";import{jsx}from"react";import("./lazy.js")',
      ),
    ).toEqual(['./x.js', './y.js', '../z.js']);
  });

  it('takes the OneTap entry and Config with everything they import, each file once', () => {
    const dir = fakeBuild(BUILD);
    expect(closure(join(dir, 'esm'), ['oneTap.js', 'config.js']).sort()).toEqual([
      'chunks/config-2.js',
      'chunks/login-3.js',
      'chunks/oneTap-1.js',
      'config.js',
      'oneTap.js',
    ]);
  });

  it('sums gzip level 9 of each file on its own; all ESM counts every .js file once', () => {
    const dir = fakeBuild(BUILD);
    const report = measureWidget(dir);
    const gzip = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    const oneTapFiles = ['oneTap.js', 'config.js', 'chunks/oneTap-1.js', 'chunks/config-2.js', 'chunks/login-3.js'];
    expect(report.oneTap.gzip).toBe(oneTapFiles.reduce((sum, file) => sum + gzip(`esm/${file}`), 0));
    const esmFiles = Object.keys(BUILD).filter((file) => file.startsWith('esm/'));
    expect(report.esmAllLanguages.files).toHaveLength(11);
    expect(report.esmAllLanguages.gzip).toBe(esmFiles.reduce((sum, file) => sum + gzip(file), 0));
    expect(report.iife.gzip).toBe(gzip('vkid-sdk.js'));
  });

  it('the floating panel counts its closure and the largest language chunk; all ESM counts one language chunk, the largest', () => {
    const dir = fakeBuild(BUILD);
    const report = measureWidget(dir);
    const gzip = (file: string) => gzipSync(readFileSync(join(dir, 'esm', file)), { level: 9 }).length;
    const largest =
      gzip('chunks/texts-ru-5.js') >= gzip('chunks/texts-en-6.js') ? 'chunks/texts-ru-5.js' : 'chunks/texts-en-6.js';
    const smallest = largest === 'chunks/texts-ru-5.js' ? 'chunks/texts-en-6.js' : 'chunks/texts-ru-5.js';
    expect(report.floatingOneTap.files.sort()).toEqual(
      ['chunks/config-2.js', 'config.js', 'floatingOneTap.js', largest].sort(),
    );
    expect(report.floatingOneTap.gzip).toBe(report.floatingOneTap.files.reduce((sum, file) => sum + gzip(file), 0));
    expect(report.esm.files).toHaveLength(10);
    expect(report.esm.files).not.toContain(smallest);
    expect(report.esm.gzip).toBe(report.esmAllLanguages.gzip - gzip(smallest));
  });

  it('allows each budget up to its last byte', () => {
    for (const name of ['oneTap', 'floatingOneTap', 'esm', 'iife'] as const) {
      expect(withinBudget(name, BUDGETS_KB[name] * 1024)).toBe(true);
      expect(withinBudget(name, BUDGETS_KB[name] * 1024 + 1)).toBe(false);
    }
    expect(BUDGETS_KB).toEqual({ oneTap: 17, floatingOneTap: 17, esm: 26, iife: 24 });
  });

  it('refuses a missing build and a missing chunk', () => {
    const empty = mkdtempSync(join(tmpdir(), 'widget-size-'));
    dirs.push(empty);
    expect(() => measureWidget(empty)).toThrow(/build:widget/);
    const dir = fakeBuild({
      'vkid-sdk.js': '',
      'esm/oneTap.js': 'import"./chunks/gone.js";',
      'esm/config.js': '',
      'esm/floatingOneTap.js': '',
    });
    expect(() => measureWidget(dir)).toThrow(/gone\.js is missing/);
  });
});
