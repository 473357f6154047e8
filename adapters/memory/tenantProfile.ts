import type { Gender, TenantProfile } from '../../core/model/index.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';

/** A shopper to put into the world directly, as if registered earlier. */
export interface ShopperSeed {
  phone: string;
  name?: string;
  /** The e-mail the identity provider shared (a social sign-up), like the server's. */
  email?: string | null;
  gender?: Gender;
  /** Unix seconds. */
  birthday?: number;
  cityCodeId?: number | null;
  blocked?: boolean;
  password?: string;
}

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
