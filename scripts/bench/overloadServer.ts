/**
 * The server `npm run bench:overload` puts under load, in a process of its own so a crash, its memory and a hard
 * kill are its alone: the production build on an embedded database in `--data` (a folder on disk, as `npm start`
 * keeps it), seeded, with `--shoppers` signed-in shoppers. Prints one line `READY {json}` (its origin, pid, the
 * shoppers and the ids of listable outlets) and serves until it is killed.
 * Run as `node --import tsx scripts/bench/overloadServer.ts --data DIR --dist DIR --shoppers N`.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { salesUnits } from '../../server/db/schema.ts';
import { startServer } from '../../server/main.ts';
import { listableOutlet } from '../../server/queries/listable.ts';
import { positiveInteger } from '../cliOptions.ts';
import { benchCityId } from './benchServer.ts';
import { signedInShoppers } from './loadShoppers.ts';

const { values } = parseArgs({
  options: { data: { type: 'string' }, dist: { type: 'string' }, shoppers: { type: 'string' } },
});
if (values.data === undefined || values.dist === undefined) {
  throw new Error('overloadServer needs --data and --dist');
}
const shopperCount = positiveInteger('shoppers', values.shoppers, 50);

const server = await startServer({
  env: {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'console',
  },
  port: 0,
  hostname: '127.0.0.1',
  database: { dataDir: values.data },
  seed: true,
  distDir: values.dist,
});
const cityId = await benchCityId(server.deps.db);
const shoppers = await signedInShoppers(server.deps, cityId, shopperCount, '7996');
const outlets = (await server.deps.db.select({ id: salesUnits.id }).from(salesUnits).where(listableOutlet())).map(
  (row) => row.id,
);
const cityOutlets = await server.deps.db
  .select({ id: salesUnits.id })
  .from(salesUnits)
  .where(eq(salesUnits.cityCodeId, cityId))
  .limit(5);
process.stdout.write(
  `READY ${JSON.stringify({ origin: `http://127.0.0.1:${server.port}`, pid: process.pid, cityId, shoppers, outlets, outletPages: cityOutlets.map((row) => row.id) })}\n`,
);
