import type { AuthUser, RoleId, Tokens } from '../../core/model/index.ts';
import type { UserRow } from '../queries/users.ts';

/** The user object every sign-in call answers (portal §3 User, core AuthUser). */
export function toAuthUser(user: UserRow, tokens: Tokens): AuthUser {
  return {
    id: user.id,
    login: user.phone,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    roles: user.roles as RoleId[],
    corporateSalesUnitIds: user.corporateSalesUnitIds,
    tenantProfileId: user.tenantProfileId,
    employeeSalesUnitIds: user.employeeSalesUnitIds,
    employeeProfileId: user.employeeProfileId,
    distributorProfileId: user.distributorProfileId,
  };
}
