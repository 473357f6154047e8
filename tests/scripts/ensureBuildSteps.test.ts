/**
 * Issue 31 §7: the first `npm start` was silent for about 35 s while it built. scripts/ensure-build.ts now says
 * what it does, one line a step, and when it is done; a start that finds its build fresh still says nothing.
 * The builds here are a stand-in for `vite build` that writes what it would (the real one: ensureBuildModes.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureBuild, type BuildSteps } from '../../scripts/ensure-build.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
});

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A checkout with one UI source and no build. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'rjadom-build-steps-'));
  roots.push(root);
  write(join(root, 'ui', 'main.tsx'), 'export {};\n');
  return root;
}

/** Writes the files each `vite build` would, and records what was said in between. */
function recordingSteps(): BuildSteps & { said: string[] } {
  const said: string[] = [];
  return {
    said,
    say: (line) => said.push(line),
    vite: async (root, args = []) => {
      if (args.includes('--ssr')) {
        write(join(root, 'dist', 'ssr', 'entry-server.js'), 'export {};\n');
      } else if (args.includes('vite.widget.config.ts')) {
        write(join(root, 'dist', 'widget', 'vkid-sdk.js'), '/* kit */\n');
      } else {
        write(join(root, 'dist', 'index.html'), '<!doctype html><title>Рядом</title>\n'.repeat(40));
      }
    },
  };
}

describe('ensureBuild tells what it does (issue 31 §7)', () => {
  it('a first build says each step, one line each, and when the UI and the kit are done', async () => {
    const root = checkout();
    const steps = recordingSteps();
    expect(await ensureBuild(root, steps)).toBe('built');
    expect(steps.said).toEqual([
      'Building the UI into dist/ (dist/ holds no build; the first time takes about half a minute)…',
      'Building the server renderer of the public pages (dist/ssr/)…',
      'Compressing the build (brotli and gzip)…',
      expect.stringMatching(/^The UI is built \(\d+ s\)\.$/),
      'Building the sign-in widget kit (dist/widget/)…',
      expect.stringMatching(/^The widget kit is built \(\d+ s\)\.$/),
    ]);
  });

  it('a start that finds its build fresh says nothing', async () => {
    const root = checkout();
    await ensureBuild(root, recordingSteps());
    const again = recordingSteps();
    expect(await ensureBuild(root, again)).toBe('fresh');
    expect(again.said).toEqual([]);
  });
});
