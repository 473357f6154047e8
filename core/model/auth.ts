/** Role ids of portal §3. Shoppers act as Tenant. */
export const Role = {
  Guest: 1,
  Tenant: 2,
  Employee: 3,
  Corporate: 4,
  Distributor: 5,
  Admin: 6,
  SuperAdmin: 7,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

/** The signed-in user as every authentication call returns it (portal §3). */
export interface AuthUser {
  id: number;
  /** Phone digits, 11 of them. */
  login: string;
  accessToken: string;
  refreshToken: string;
  roles: RoleId[];
  corporateSalesUnitIds: number[];
  tenantProfileId: number | null;
  employeeSalesUnitIds: number[];
  employeeProfileId: number | null;
  distributorProfileId: number | null;
}

/** The user without its tokens: what the portal keeps as "user info". */
export type UserInfo = Omit<AuthUser, 'accessToken' | 'refreshToken'>;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type Gender = 'мужской' | 'женский';

/** Referral payload key sent to the API: ref_mode su/t/d maps to suid/tid/did. */
export type ReferralKey = 'suid' | 'tid' | 'did';
export type ReferralMode = 'su' | 't' | 'd';
export interface Referral {
  mode: ReferralMode;
  id: string;
}

/** A person as the identity provider describes them (its user info), after the answer's shape was checked. */
export interface ProviderPerson {
  /** Decimal string. */
  userId: string;
  firstName: string;
  lastName: string;
  /** Digits as the provider gave them; null when it gave none. */
  phone: string | null;
  /** Whether the provider vouches for the account (and so for its phone). */
  verified: boolean;
  /** 1 female, 2 male, anything else unknown. */
  sex: number | null;
  /** 'DD.MM.YYYY' as the provider writes it; null when absent. */
  birthday: string | null;
  avatar: string | null;
  /** The e-mail the provider's consent page says it shares; null or absent when it shares none. */
  email?: string | null;
}
