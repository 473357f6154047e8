/**
 * One server instance of the PostgreSQL benchmark, in a process of its own so that two instances can use
 * two cores: `tsx scripts/bench/instance.ts` with DATABASE_URL and the bench settings in the environment.
 * Writes `{"port":N}` as its first line on stdout once it listens; SIGTERM (or SIGINT) closes it.
 */
import { exitOnSignals } from '../../server/exitOnSignals.ts';
import { startServer } from '../../server/main.ts';
import { muteConsoleSms } from '../simulation/serverBackend.ts';

// The console SMS provider logs each message; the bench reads nothing from the log.
muteConsoleSms();
const url = process.env.DATABASE_URL;
if (url === undefined || url === '') {
  throw new Error('scripts/bench/instance.ts needs DATABASE_URL');
}
// The bench process migrated and seeded the database before starting any instance.
const running = await startServer({ port: 0, hostname: '127.0.0.1', database: { url }, seed: false, distDir: null });
process.stdout.write(`${JSON.stringify({ port: running.port })}\n`);
exitOnSignals('bench instance', () => running.close());
