/**
 * The error-code union of core/domain/errorCodes.ts is the server's whole vocabulary. `fail()` and
 * `HttpFailure` are typed by it, but an envelope written by hand (`c.json({ message: '…' })`) is not:
 * this reads every server source for code literals and holds each to the union and its status.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS, isApiErrorCode } from '../../core/domain/errorCodes.ts';
import { importTarget, importsOf, root, sourceFiles } from './sources.ts';

interface CodeUse {
  where: string;
  code: string;
  /** The status written beside it, when there is one. */
  status: number | null;
}

const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm, '');

/**
 * `fail(422, 'CODE'`, `new HttpFailure(413, 'CODE'`, `message: 'CODE'` (with `}, 400)` after it when the
 * envelope is answered with c.json), in one source.
 */
function codeUsesIn(source: string, where: string): CodeUse[] {
  const code = withoutComments(source);
  const uses: CodeUse[] = [];
  for (const match of code.matchAll(/(?:\bfail|\bHttpFailure)\(\s*(\d{3})\s*,\s*'([^']*)'/g)) {
    uses.push({ where, status: Number(match[1]), code: match[2]! });
  }
  // The envelope opens with its message; a VALIDATION_ERROR detail's `{ path, message }` is prose, not a code.
  for (const match of code.matchAll(/\{\s*message:\s*'([^']*)'(?:[^)]*?\}\s*,\s*(\d{3})\s*\))?/g)) {
    uses.push({ where, code: match[1]!, status: match[2] === undefined ? null : Number(match[2]) });
  }
  return uses;
}

function serverCodeUses(): CodeUse[] {
  return sourceFiles(join(root, 'server')).flatMap((file) =>
    codeUsesIn(readFileSync(file, 'utf8'), relative(root, file)),
  );
}

describe('the scan itself', () => {
  it('finds codes in fail(), HttpFailure and hand-written envelopes, and none in comments', () => {
    const source = [
      "fail(409, 'USER_ALREADY_EXISTS');",
      "throw new HttpFailure(413, 'PAYLOAD_TOO_LARGE');",
      "return c.json({ message: 'VALIDATION_ERROR', details }, 400);",
      "fail(400, 'VALIDATION_ERROR', [{ path: 'cityCodeId', message: 'not an active city' }]);",
      "// fail(400, 'IN_A_COMMENT')",
      "/** c.json({ message: 'IN_A_DOC' }, 400) */",
    ].join('\n');
    expect(codeUsesIn(source, 'x.ts')).toEqual([
      { where: 'x.ts', code: 'USER_ALREADY_EXISTS', status: 409 },
      { where: 'x.ts', code: 'PAYLOAD_TOO_LARGE', status: 413 },
      { where: 'x.ts', code: 'VALIDATION_ERROR', status: 400 },
      { where: 'x.ts', code: 'VALIDATION_ERROR', status: 400 },
    ]);
  });
});

describe('the server speaks the core’s error codes only', () => {
  const uses = serverCodeUses();

  it('finds the codes the server sends', () => {
    expect(uses.length).toBeGreaterThan(50);
  });

  it('sends no code outside core/domain/errorCodes.ts', () => {
    expect(uses.filter((use) => !isApiErrorCode(use.code)).map((use) => `${use.where}: ${use.code}`)).toEqual([]);
  });

  it('sends each code with the one status the union gives it', () => {
    const mismatched = uses.filter(
      (use) => isApiErrorCode(use.code) && use.status !== null && use.status !== API_ERROR_STATUS[use.code],
    );
    expect(mismatched.map((use) => `${use.where}: ${use.code} ${use.status}`)).toEqual([]);
  });

  it('takes the union from the core: the failure envelope imports core/domain/errorCodes.ts', () => {
    const failure = join(root, 'server', 'http', 'failure.ts');
    const targets = importsOf(readFileSync(failure, 'utf8')).map((spec) => importTarget(failure, spec));
    expect(targets).toContain('core/domain/errorCodes.ts');
  });
});
