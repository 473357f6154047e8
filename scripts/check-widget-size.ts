/**
 * `npm run check:widget-size`: the widget kit's size budgets (issues 7 and 22), in KB (1024 bytes) of gzip
 * at level 9, each file compressed on its own as the server sends it:
 * - the OneTap entry: dist/widget/esm/oneTap.js and config.js with every chunk they import statically
 *   (what a site loads to show the one-tap widget; its statechart runtime included) — at most 17 KB;
 * - the FloatingOneTap entry: floatingOneTap.js and config.js with every chunk they import statically,
 *   plus the largest language chunk (chunks/texts-*.js), since the panel loads its language's words to
 *   show itself — at most 17 KB;
 * - every ESM file of the kit together (dist/widget/esm/**.js), the language chunks counted as one (the
 *   largest): they are eleven alternatives, a page loads the one of its language — at most 26 KB (the
 *   sum with all eleven is printed beside it);
 * - the script-tag file dist/widget/vkid-sdk.js — at most 24 KB.
 * What loads only when used — the provider list of a one-tap widget with providers, the running of a
 * sign-in once one starts — is not part of an entry's figure (dynamic `import()` is not followed).
 * Prints the figures; exits 1 over a budget or without a build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { oneTap: 17, floatingOneTap: 17, esm: 26, iife: 24 } as const;
export type BudgetName = keyof typeof BUDGETS_KB;

/** The entry files whose closure makes the OneTap figure. */
export const ONE_TAP_ENTRIES = ['oneTap.js', 'config.js'];
/** The entry files whose closure makes the FloatingOneTap figure (with the largest language chunk). */
export const FLOATING_ONE_TAP_ENTRIES = ['floatingOneTap.js', 'config.js'];
/** A language's words, loaded by the floating panel: one of them is part of its figure. */
export const LANGUAGE_CHUNK = /^chunks\/texts-[^/]+\.js$/;

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
  floatingOneTap: { files: string[]; gzip: number };
  /** Every ESM file but the language chunks other than the largest. */
  esm: { files: string[]; gzip: number };
  /** Every ESM file, all language chunks included (printed, not budgeted). */
  esmAllLanguages: { files: string[]; gzip: number };
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
  const languages = esmFiles.filter((file) => LANGUAGE_CHUNK.test(file.split(sep).join('/')));
  const largestLanguage = languages.sort((a, b) => gzipSize(join(esmDir, b)) - gzipSize(join(esmDir, a)))[0];
  const floatingFiles = [...closure(esmDir, FLOATING_ONE_TAP_ENTRIES), ...(largestLanguage ? [largestLanguage] : [])];
  const esmOneLanguage = esmFiles.filter((file) => !languages.includes(file) || file === largestLanguage);
  return {
    oneTap: { files: oneTapFiles, gzip: sum(oneTapFiles) },
    floatingOneTap: { files: floatingFiles, gzip: sum(floatingFiles) },
    esm: { files: esmOneLanguage, gzip: sum(esmOneLanguage) },
    esmAllLanguages: { files: esmFiles, gzip: sum(esmFiles) },
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
    ['floatingOneTap', `FloatingOneTap entry (${report.floatingOneTap.files.join(', ')})`, report.floatingOneTap.gzip],
    ['esm', `all ESM files (${report.esm.files.length}, one language's words)`, report.esm.gzip],
    ['iife', 'vkid-sdk.js', report.iife.gzip],
  ];
  let over = false;
  for (const [name, label, gzip] of rows) {
    const ok = withinBudget(name, gzip);
    over ||= !ok;
    console.log(
      `check:widget-size: ${label}: ${kb(gzip)} KB gzip, ${ok ? 'within' : 'OVER'} the ${BUDGETS_KB[name]} KB budget`,
    );
  }
  console.log(
    `check:widget-size: all ESM files with every language's words (${report.esmAllLanguages.files.length}): ${kb(report.esmAllLanguages.gzip)} KB gzip (not budgeted)`,
  );
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
