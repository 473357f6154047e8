import type { LogoutRequest } from '../../core/ports/api.ts';

/** How many pending logouts are kept: a device offline through more logouts than this keeps the newest. */
export const MAX_PENDING_LOGOUTS = 5;

/** `entries` with `logout` added by the PendingLogoutStore contract: one per token, `all` kept, the newest few. */
export function withPendingLogout(entries: readonly LogoutRequest[], logout: LogoutRequest): LogoutRequest[] {
  const earlier = entries.find((entry) => entry.refreshToken === logout.refreshToken);
  const scope = earlier?.scope === 'all' ? 'all' : logout.scope;
  const others = entries.filter((entry) => entry.refreshToken !== logout.refreshToken);
  return [...others, { refreshToken: logout.refreshToken, scope }].slice(-MAX_PENDING_LOGOUTS);
}
