import { toLatin } from '../../core/domain/transliteration.ts';
import type { Db } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { SVG_CONTENT_TYPE } from './svg.ts';

/** The transaction the whole seed runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Fixed "today" of the seed, so dates come out the same on every run. */
export const SEED_REFERENCE_DATE = Date.UTC(2025, 5, 20, 9, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Bind parameters per statement: PostgreSQL allows 65 535; stay well under. */
const MAX_PARAMS = 30_000;

function chunks<T extends object>(rows: readonly T[]): T[][] {
  const first = rows[0];
  if (first === undefined) {
    return [];
  }
  const size = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, Object.keys(first).length)));
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) {
    result.push(rows.slice(i, i + size));
  }
  return result;
}

/** Inserts rows in statements small enough for the bind-parameter limit. */
export async function insertInChunks<T extends object>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await write(chunk);
  }
}

/** Like insertInChunks, returning the generated ids in the order of `rows`. */
export async function insertReturningIds<T extends object>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = await write(chunk);
    ids.push(...returned.map((row) => row.id));
  }
  return ids;
}

/** Stores generated SVGs; returns their file ids in order. */
export function storeSvgs(tx: Tx, svgs: readonly Uint8Array[]): Promise<number[]> {
  return insertReturningIds(
    svgs.map((bytes) => ({ contentType: SVG_CONTENT_TYPE, bytes })),
    (chunk) => tx.insert(files).values(chunk).returning({ id: files.id }),
  );
}

/** A Latin slug for web addresses: 'Пекарня «Сдоба»' → 'pekarnya-sdoba'. */
export function slugOf(name: string): string {
  const latin = toLatin(name.toLowerCase());
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
