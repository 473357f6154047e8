/**
 * `npm run check:widget-size`: the widget kit's size budgets (issue 7), in KB (1024 bytes) of gzip at
 * level 9, each file compressed on its own as the server sends it:
 * - the OneTap entry: dist/widget/esm/oneTap.js and config.js with every chunk they import statically
 *   (what a site loads to show the one-tap widget; xstate included) — at most 17 KB;
 * - every ESM file of the kit together (dist/widget/esm/**.js) — at most 21 KB;
 * - the script-tag file dist/widget/vkid-sdk.js — at most 22 KB.
 * Prints the figures; exits 1 over a budget or without a build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { oneTap: 17, esm: 21, iife: 22 } as const;
export type BudgetName = keyof typeof BUDGETS_KB;

/** The entry files whose closure makes the OneTap figure. */
export const ONE_TAP_ENTRIES = ['oneTap.js', 'config.js'];

/** Relative modules a built ES file imports or re-exports statically (dynamic `import()` is not followed). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    found.push(match[1]!);
  }
  return found;
}

/** `entries` (paths relative to `esmDir`) and every file they import statically, each once. */
export function closure(esmDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const path = resolve(esmDir, file);
    if (seen.has(path)) {
      return;
    }
    if (!existsSync(path)) {
      throw new Error(`${relative(esmDir, path)} is missing from ${esmDir}`);
    }
    seen.add(path);
    for (const imported of staticImports(readFileSync(path, 'utf8'))) {
      visit(relative(esmDir, resolve(dirname(path), imported)));
    }
  };
  entries.forEach(visit);
  return [...seen].map((path) => relative(esmDir, path));
}

/** Bytes of gzip at level 9 of one file. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

export interface WidgetSizeReport {
  oneTap: { files: string[]; gzip: number };
  esm: { files: string[]; gzip: number };
  iife: { gzip: number; bytes: number };
}

/** Measures the build in `widgetDir` (dist/widget). */
export function measureWidget(widgetDir: string): WidgetSizeReport {
  const esmDir = join(widgetDir, 'esm');
  const iife = join(widgetDir, 'vkid-sdk.js');
  if (!existsSync(esmDir) || !existsSync(iife)) {
    throw new Error(`no widget build in ${widgetDir}: run npm run build:widget`);
  }
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(join(esmDir, file)), 0);
  const oneTapFiles = closure(esmDir, ONE_TAP_ENTRIES);
  const esmFiles = jsFiles(esmDir);
  return {
    oneTap: { files: oneTapFiles, gzip: sum(oneTapFiles) },
    esm: { files: esmFiles, gzip: sum(esmFiles) },
    iife: { gzip: gzipSize(iife), bytes: readFileSync(iife).length },
  };
}

/** A budget holds up to and including its kilobytes. */
export function withinBudget(name: BudgetName, gzipBytes: number): boolean {
  return gzipBytes <= BUDGETS_KB[name] * 1024;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function main(): void {
  const widgetDir = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'widget'));
  const report = measureWidget(widgetDir);
  const rows: [BudgetName, string, number][] = [
    ['oneTap', `OneTap entry (${report.oneTap.files.join(', ')})`, report.oneTap.gzip],
    ['esm', `all ESM files (${report.esm.files.length})`, report.esm.gzip],
    ['iife', 'vkid-sdk.js', report.iife.gzip],
  ];
  let over = false;
  for (const [name, label, gzip] of rows) {
    const ok = withinBudget(name, gzip);
    over ||= !ok;
    console.log(`check:widget-size: ${label}: ${kb(gzip)} KB gzip, ${ok ? 'within' : 'OVER'} the ${BUDGETS_KB[name]} KB budget`);
  }
  if (over) {
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`check:widget-size: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
