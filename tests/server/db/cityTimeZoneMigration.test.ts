/** Migration 0006 gives the cities of a database made before it their time zones (issue 21). */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** The migrations folder as it was before `tag`: its journal ends with the migration before. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'rjadom-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0006_city_time_zone', () => {
  it('gives the cities already stored their time zones, Moscow time to the rest', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('0006_city_time_zone') });
      await client.exec(`insert into cities (name, latitude, longitude) values
        ('Москва', 55.7558, 37.6173), ('Самара', 53.1959, 50.1002), ('Екатеринбург', 56.8389, 60.6057),
        ('Омск', 54.9885, 73.3242), ('Новосибирск', 55.0302, 82.9204), ('Калуга', 54.5293, 36.2754)`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await client.query<{ name: string; time_zone: string }>(
        'select name, time_zone from cities order by id',
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, row.time_zone]))).toEqual({
        Москва: 'Europe/Moscow',
        Самара: 'Europe/Samara',
        Екатеринбург: 'Asia/Yekaterinburg',
        Омск: 'Asia/Omsk',
        Новосибирск: 'Asia/Novosibirsk',
        Калуга: 'Europe/Moscow',
      });
    } finally {
      await client.close();
    }
  }, 60_000);
});
