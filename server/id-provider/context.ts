import type { Account } from './accounts.ts';
import type { AppBook } from './apps.ts';
import type { StatsLog } from './statsLog.ts';
import type { ProviderStore } from './store.ts';

/** What every route of the provider works with; built once per provider by createIdProvider. */
export interface ProviderContext {
  /** Where browsers reach the provider (http://id.localhost:3100 by default): what /.well-known/web-identity names. */
  origin: string;
  store: ProviderStore;
  apps: AppBook;
  /** The demo accounts; the first is the one a `session` frame offers to a visitor it has not seen. */
  accounts: readonly Account[];
  stats: StatsLog;
  /** HS256 key of id tokens, random per provider instance. */
  idTokenKey: Uint8Array;
  /** How late the statistics endpoint answers in the `slow_stats` scenario. */
  slowStatsDelayMs: number;
  /** How late the token exchange answers in the `slow_token` scenario. */
  slowTokenDelayMs: number;
}

export function accountById(context: ProviderContext, userId: number | undefined): Account | undefined {
  return context.accounts.find((account) => account.userId === userId);
}
