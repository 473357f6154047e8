/**
 * `npm run id-provider`: the local identity provider alone, on ID_PROVIDER_PORT (default 3100).
 * Refuses to run with NODE_ENV=production unless ID_PROVIDER=on.
 */
import { exitOnSignals } from '../exitOnSignals.ts';
import { idProviderOptionsFromEnv, idProviderWanted, startIdProvider } from './start.ts';

async function main(): Promise<void> {
  if (!idProviderWanted(process.env)) {
    throw new Error(
      'the local identity provider does not run with NODE_ENV=production or ID_PROVIDER=off (set ID_PROVIDER=on to insist)',
    );
  }
  const running = await startIdProvider(idProviderOptionsFromEnv(process.env));
  console.log(`Тестовый провайдер входа: ${running.url} (из Node: ${running.directUrl})`);
  exitOnSignals('id-provider', () => running.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
