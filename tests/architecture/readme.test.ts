/**
 * Issue 31 §7: the README is for a newcomer — what the product is, how to install, start and test it, its settings —
 * so it says where the seeded shopper's password is typed and which Node the benchmarks need (Lighthouse declares
 * its own), and carries no internal «Status» notes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../../server/seed/people.ts';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const LIGHTHOUSE = JSON.parse(
  readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
) as { engines: { node: string } };

describe('README', () => {
  it('has no internal «Status» notes', () => {
    expect(README).not.toMatch(/^## Status/m);
    expect(README).not.toMatch(/^Session \d+:/m);
  });

  it('says where the seeded password goes: the password sign-in page', () => {
    const line = README.split('\n\n').find((paragraph) => paragraph.includes(DEMO_SHOPPER.password));
    expect(line, 'the seeded password is named').toBeDefined();
    expect(line).toContain('http://localhost:3000/auth');
  });

  it('names the Node Lighthouse declares beside the one the benchmarks run on', () => {
    const declared = LIGHTHOUSE.engines.node.replace(/^>=\s*/, '');
    expect(README).toContain(`Node ≥ ${declared}`);
    expect(README).toMatch(/bench:web[^\n]*\n?[^\n]*Node 20\.20/);
  });
});
