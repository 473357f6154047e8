/**
 * The server's layers: routes validate, call and answer; the database is reached through
 * server/queries (reads) and server/commands (writes), beside the schema (server/db) and the seed; the
 * rest of the server (auth, captcha, sms …) keeps the rules and calls them; the server imports nothing
 * but the core and itself.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTarget, importsOf, root, sourceFiles, withoutComments } from './sources.ts';

/** A module a route may not import: the query builder, or the tables it would query. */
function reachesTheDatabase(target: string): boolean {
  return (
    target === 'drizzle-orm' ||
    target.startsWith('drizzle-orm/') ||
    target === 'server/db/schema.ts' ||
    target.startsWith('server/db/tables/')
  );
}

/** A query built on a database handle in the code itself: `db.select(`, `tx.insert(`, `deps.db.transaction(`, `.db.select(`. */
const queryBuilderCall = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|transaction|execute)\s*\(/;

/**
 * A statement run on a database handle: `tx.update(`, `db.execute(`. Unlike `queryBuilderCall` it lets
 * `deps.db.transaction(` through: a rule that composes several commands in one transaction opens it itself.
 */
const statementCall = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;

/** The folders that may build queries: reads, writes, the schema with its connection, and the seed. */
const dataLayer = ['queries', 'commands', 'db', 'seed'].map((folder) => join(root, 'server', folder));

function inDataLayer(file: string): boolean {
  return dataLayer.some((folder) => file.startsWith(`${folder}/`));
}

/** Each route file's imports, resolved from the repository root for relative ones. */
function resolvedImports(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8')).map((spec) => (spec.startsWith('.') ? importTarget(file, spec) : spec));
}

describe('the layer checks themselves', () => {
  it('catch a query built in place and let a call through a query function pass', () => {
    expect('await db.select({ id: t.id }).from(t)').toMatch(queryBuilderCall);
    expect('return deps.db.transaction(async (tx) => {').toMatch(queryBuilderCall);
    expect('await tx.insert(files).values(row)').toMatch(queryBuilderCall);
    expect("c.json(await readProfile(c.get('deps').db, id))").not.toMatch(queryBuilderCall);
    expect('app.delete(path, handler)').not.toMatch(queryBuilderCall);
  });

  it('let a rule open a transaction but not run a statement itself', () => {
    expect('return deps.db.transaction(async (tx) => {').not.toMatch(statementCall);
    expect('await tx.update(smsCodes).set({ usedAt })').toMatch(statementCall);
    expect('await this.db.delete(captchaSolutions)').toMatch(statementCall);
    expect('await consumeSecret(tx, now, issued.id)').not.toMatch(statementCall);
  });

  it('recognise the query builder and the tables as database modules', () => {
    expect(reachesTheDatabase('drizzle-orm')).toBe(true);
    expect(reachesTheDatabase('server/db/schema.ts')).toBe(true);
    expect(reachesTheDatabase('server/db/tables/accounts.ts')).toBe(true);
    expect(reachesTheDatabase('server/db/database.ts')).toBe(false);
    expect(reachesTheDatabase('server/queries/references.ts')).toBe(false);
  });
});

describe('server routes', () => {
  const routeFiles = sourceFiles(join(root, 'server', 'routes'));

  it('finds the route files it guards', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it.each(routeFiles.map((file) => [relative(root, file), file]))(
    '%s imports neither drizzle-orm nor the tables',
    (_name, file) => {
      expect(resolvedImports(file).filter(reachesTheDatabase)).toEqual([]);
    },
  );

  it.each(routeFiles.map((file) => [relative(root, file), file]))(
    '%s builds no query on a database handle',
    (_name, file) => {
      expect(withoutComments(readFileSync(file, 'utf8'))).not.toMatch(queryBuilderCall);
    },
  );
});

describe('the server outside its data layer', () => {
  const ruleFiles = sourceFiles(join(root, 'server')).filter((file) => !inDataLayer(file));

  it('finds the files it guards, auth among them', () => {
    expect(ruleFiles.some((file) => file.includes('/server/auth/'))).toBe(true);
    expect(ruleFiles.some((file) => file.includes('/server/queries/'))).toBe(false);
  });

  it.each(ruleFiles.map((file) => [relative(root, file), file]))(
    '%s imports neither drizzle-orm nor the tables',
    (_name, file) => {
      expect(resolvedImports(file).filter(reachesTheDatabase)).toEqual([]);
    },
  );

  it.each(ruleFiles.map((file) => [relative(root, file), file]))(
    '%s runs no statement on a database handle',
    (_name, file) => {
      expect(withoutComments(readFileSync(file, 'utf8'))).not.toMatch(statementCall);
    },
  );
});

/** The names a file exports as values: `export function name`, `export const name`. */
function exportedValues(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map(
    (match) => match[1]!,
  );
}

/** The Hono router factories a file exports: `export function nameRoutes(…): Hono<…>`. */
function routerFactories(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export function (\w+)\([^)]*\): Hono</gm)].map((match) => match[1]!);
}

describe('router names', () => {
  const routeFiles = sourceFiles(join(root, 'server', 'routes'));

  // `authRoutes` in a search result must say whether it is the portal's pages or the API's router.
  it('no UI route list shares a name with a server router', () => {
    const uiNames = new Set(sourceFiles(join(root, 'ui', 'routes')).flatMap(exportedValues));
    const shared = routeFiles.flatMap(exportedValues).filter((name) => uiNames.has(name));
    expect(shared).toEqual([]);
  });

  it('finds the router factories it checks', () => {
    expect(routeFiles.flatMap(routerFactories).length).toBeGreaterThan(15);
  });

  it.each(routeFiles.map((file) => [relative(root, file), file]))(
    '%s names its router factory after the file (<file>Routes)',
    (_name, file) => {
      const stem = basename(file, '.ts');
      const expected = stem === 'index' ? 'apiRoutes' : `${stem}Routes`;
      for (const factory of routerFactories(file)) {
        expect(factory).toBe(expected);
      }
    },
  );
});
