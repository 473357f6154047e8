/**
 * The other engine issue 31 §5 asked to measure: PostgreSQL's pg_trgm (PGlite's contrib build) over the same
 * city's outlets, for `npm run bench:search`. The outlets' words are stored as the forgiving tier reads them (core
 * searchText: folded, ё→е, no quotes, Latin letters), since trigrams alone know nothing of keyboard layouts or
 * alphabets, under a GIN trigram index; each keystroke asks for the first hits and the total of the words that
 * `<%` (word similarity) finds for the typed reading or the other layout's, in the list's order.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { searchWords, swapLayout } from '../../core/domain/showcase/searchText.ts';
import type { SearchableOutlet } from '../../core/domain/showcase/search.ts';

/** A PGlite with pg_trgm holding the outlets' words; `search` runs one keystroke and says how many it found. */
export interface TrigramOutlets {
  search(query: string): Promise<number>;
  close(): Promise<void>;
}

export async function trigramOutlets(outlets: readonly SearchableOutlet[], limit: number): Promise<TrigramOutlets> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  await db.exec(`
    create extension pg_trgm;
    create table outlet_words (id integer primary key, position integer, words text not null);
  `);
  const rows = outlets.map(
    (outlet) => [outlet.id, outlet.position, searchWords(`${outlet.name} ${outlet.keywords ?? ''}`).join(' ')] as const,
  );
  for (let at = 0; at < rows.length; at += 500) {
    const chunk = rows.slice(at, at + 500);
    await db.query(
      `insert into outlet_words (id, position, words) select * from unnest($1::int[], $2::int[], $3::text[])`,
      [chunk.map((row) => row[0]), chunk.map((row) => row[1]), chunk.map((row) => row[2])],
    );
  }
  await db.exec('create index outlet_words_trgm on outlet_words using gin (words gin_trgm_ops); analyze outlet_words;');
  return {
    async search(query) {
      const typed = searchWords(query).join(' ');
      const swapped = searchWords(swapLayout(query)).join(' ');
      const found = await db.query<{ id: number; total: number }>(
        `select id, count(*) over () as total from outlet_words
          where $1 <% words or $2 <% words
          order by position asc nulls last, id limit $3`,
        [typed, swapped, limit],
      );
      return found.rows[0]?.total ?? 0;
    },
    close: () => db.close(),
  };
}
