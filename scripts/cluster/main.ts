/**
 * `npm run start:cluster [-- --instances N --port P --no-cache]` (issue 32): the portal as it runs past one process,
 * for a local try — PostgreSQL (DATABASE_URL, else a throwaway one), N production instances (default one per core)
 * and nginx in front on PORT (default 8080). Says where it listens and where the logs are; Ctrl-C (or SIGTERM) stops
 * nginx, then the instances, then the throwaway PostgreSQL, and deletes the temporary folder.
 */
import { parseArgs } from 'node:util';
import { optionalPositiveInteger } from '../cliOptions.ts';
import { startCluster } from './cluster.ts';

const DEFAULT_PORT = 8080;

const { values } = parseArgs({
  options: {
    instances: { type: 'string' },
    port: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    'keep-logs': { type: 'boolean', default: false },
  },
});
const instances = optionalPositiveInteger('instances', values.instances);
const port = optionalPositiveInteger('port', values.port ?? process.env.PORT) ?? DEFAULT_PORT;

console.log('start:cluster: starting PostgreSQL, the instances and nginx…');
const cluster = await startCluster({
  ...(instances === undefined ? {} : { instances }),
  port,
  host: process.env.HOST?.trim() || '127.0.0.1',
  cache: !values['no-cache'],
  keepFolder: values['keep-logs'],
});
console.log(
  `Рядом: ${cluster.url} (nginx in front of ${cluster.instances.length} instances on ports ${cluster.instances.map((instance) => instance.port).join(', ')})`,
);
console.log(`PostgreSQL: ${cluster.databaseUrl}`);
console.log(`Logs: ${cluster.logDir}${values['keep-logs'] ? '' : ' (deleted on stop; --keep-logs keeps them)'}`);
console.log('Ctrl-C stops it.');

let stopping = false;
const stop = (): void => {
  if (stopping) {
    return;
  }
  stopping = true;
  console.log('start:cluster: stopping…');
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('start:cluster: the cluster did not stop cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
