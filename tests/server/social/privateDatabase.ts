/**
 * A database of one test file's own on the PostgreSQL pass: a file whose sign-ins succeed creates and
 * signs in the provider's demo shoppers, which the other social files (sharing TEST_DATABASE_URL, in
 * parallel) expect to find unknown. Without TEST_DATABASE_URL the file's PGlite is its own anyway.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PrivateDatabase {
  /** The private database's URL, or undefined on the PGlite pass (the file opens its own in-memory one). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database beside TEST_DATABASE_URL (the server migrates it when it opens it). */
export async function openPrivateDatabase(): Promise<PrivateDatabase> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    return { url: undefined, drop: async () => {} };
  }
  const name = `rjadom_private_${randomBytes(6).toString('hex')}`;
  await onServer(shared, `CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(shared, `DROP DATABASE IF EXISTS ${name}`) };
}
