/**
 * Issue 33 §2 «every rule one home»: whether a city is one the portal offers is decided by core isActiveCity
 * (core/domain/pageCity.ts) over the active cities; the server reads those cities and asks the same rule, as the
 * browser's start and the in-memory fake do, so no second definition of the rule may appear under another signature.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles, withoutComments } from './sources.ts';

/** The files that define a function or constant named `name`, by repository path. */
function definitionsOf(name: string): string[] {
  const definition = new RegExp(`(?:function\\s+${name}\\b|(?:const|let)\\s+${name}\\s*=)`);
  return ['core', 'server', 'adapters', 'ui', 'widget']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => definition.test(withoutComments(readFileSync(file, 'utf8'))))
    .map((file) => relative(root, file));
}

describe('the active-city rule has one home', () => {
  it('isActiveCity is defined once, in core/domain/pageCity.ts', () => {
    expect(definitionsOf('isActiveCity')).toEqual(['core/domain/pageCity.ts']);
  });

  it('the server checks a city through that rule, not a query of its own', () => {
    const callers = ['server/auth/registration.ts', 'server/routes/applyingRequests.ts', 'server/routes/profiles.ts'];
    for (const caller of callers) {
      const source = withoutComments(readFileSync(join(root, caller), 'utf8'));
      expect(source, caller).toMatch(
        /import \{[^}]*\bisActiveCity\b[^}]*\} from '\.\.\/\.\.\/core\/domain\/pageCity\.ts'/,
      );
    }
  });
});
