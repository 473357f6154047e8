import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationsOf, offScale } from '../designScale.ts';

const authFolder = join(import.meta.dirname, '..', '..', '..', 'ui', 'auth');
const stylesheets = readdirSync(authFolder).filter((name) => name.endsWith('.css'));

describe('the sign-in forms’ stylesheets are on the design tokens (issue 19)', () => {
  it('there are stylesheets to judge, with declarations in them', () => {
    expect(stylesheets).toEqual(expect.arrayContaining(['auth.css', 'social.css']));
    for (const name of stylesheets) {
      expect(declarationsOf(readFileSync(join(authFolder, name), 'utf8')).length, name).toBeGreaterThan(0);
    }
  });

  it.each(stylesheets)('every spacing, font size, radius and colour in ui/auth/%s is a token', (name) => {
    const declarations = declarationsOf(readFileSync(join(authFolder, name), 'utf8'));
    const off = declarations.flatMap((declaration) => {
      const why = offScale(declaration);
      return why === null ? [] : [`${declaration.property}: ${declaration.value} (${why})`];
    });
    expect(off).toEqual([]);
  });

  it('the check refuses raw values and accepts tokens, a step negated and half a step', () => {
    const verdicts = declarationsOf(`
      .a { gap: 6px; margin: 0 12px; font-size: 0.875rem; border-radius: 10px; background: #fdecea; color: rgb(0 0 0); }
      .b { gap: var(--space-2) var(--space-4); margin: calc(-1 * var(--space-3)) auto 0; padding: calc(var(--space-1) / 2) 0;
           font-size: var(--text-sm); font: inherit; border-radius: var(--radius-sm); background: var(--danger-soft); }
      @media (min-width: 768px) { .c { padding: calc(var(--space-2) + 3px); } }
    `).map((declaration) => [declaration.property, offScale(declaration) !== null]);
    expect(verdicts).toEqual([
      ['gap', true],
      ['margin', true],
      ['font-size', true],
      ['border-radius', true],
      ['background', true],
      ['color', true],
      ['gap', false],
      ['margin', false],
      ['padding', false],
      ['font-size', false],
      ['font', false],
      ['border-radius', false],
      ['background', false],
      ['padding', true],
    ]);
  });
});
