import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npx drizzle-kit generate` writes SQL migrations that both PGlite and PostgreSQL run. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
