import * as v from 'valibot';
import { Role } from '../../core/model/auth.ts';
import type { UserInfo } from '../../core/model/index.ts';
import { parseCheckedJson } from '../../core/support/checkedJson.ts';

const idList = v.array(v.number());
const nullableId = v.nullable(v.number());

/** Guards against a tampered or outdated stored user: only a complete UserInfo passes. */
export const userInfoSchema = v.object({
  id: v.number(),
  login: v.string(),
  roles: v.array(v.picklist(Object.values(Role))),
  corporateSalesUnitIds: idList,
  tenantProfileId: nullableId,
  employeeSalesUnitIds: idList,
  employeeProfileId: nullableId,
  distributorProfileId: nullableId,
});

/** The user a token store kept as JSON, or null when absent, not JSON or not a complete UserInfo. */
export function parseStoredUser(raw: string | null | undefined): UserInfo | null {
  return parseCheckedJson(userInfoSchema, raw);
}
