/** Device fingerprint of portal §6. */
import { Role } from '../model/auth.ts';
import type { RoleId } from '../model/auth.ts';

/**
 * The fingerprint sent with auth calls: the browser user agent immediately followed by the role id
 * (shoppers act as Tenant, 2), e.g. 'Mozilla/5.0 …Safari/537.362'.
 */
export function buildFingerprint(userAgent: string, roleId: RoleId = Role.Tenant): string {
  return `${userAgent}${roleId}`;
}
