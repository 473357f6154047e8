import type { TenantProfile } from '../../core/model/index.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import type { ShopperSeed } from './MemoryAccounts.ts';

/** The tenant profile a new account starts with: what registration collected, the rest empty. */
export function newTenantProfile(id: number, phone: string, seed: ShopperSeed): TenantProfile {
  return {
    id,
    blocked: seed.blocked ?? false,
    nickname: null,
    firstName: seed.name ?? null,
    lastName: null,
    surName: null,
    gender: seed.gender ?? null,
    birthday: seed.birthday ?? null,
    jobTitle: null,
    email: seed.email ?? null,
    phone,
    whatsapp: null,
    telegram: null,
    instagram: null,
    countryCodeId: COUNTRY_CODE_ID,
    cityCodeId: seed.cityCodeId ?? null,
    address: null,
    pushTypeIds: [],
    photoFileId: null,
  };
}
