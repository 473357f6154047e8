import type { Gender } from './auth.ts';

/** Tenant profile of portal §3. */
export interface TenantProfile {
  id: number;
  blocked: boolean;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  surName: string | null;
  gender: Gender | null;
  /** Unix seconds. */
  birthday: number | null;
  jobTitle: string | null;
  email: string | null;
  phone: string;
  whatsapp: string | null;
  telegram: string | null;
  instagram: string | null;
  countryCodeId: number;
  cityCodeId: number | null;
  address: string | null;
  pushTypeIds: number[];
  photoFileId: number | null;
}

/**
 * A profile edit as PUT sends it: only the fields to change (issue 30 §5: two writers, the city store and the
 * profile form, each send their own fields, so neither undoes the other's). A whole profile is one too.
 */
export type TenantProfileEdit = Partial<TenantProfile>;

export interface City {
  id: number;
  name: string;
  /**
   * The city's centre in WGS 84 degrees. The API's city list always carries it (issue 21); a city known only by
   * its id and name (an answer of an older server, a test's fixture) has none, and core cityCentreOf then takes
   * the centre of its outlets.
   */
  latitude?: number;
  longitude?: number;
  /** The IANA time zone of the city's opening hours ('Europe/Moscow'); absent reads as core DEFAULT_TIME_ZONE (cityTimeZone). */
  timeZone?: string;
}

/** A category; the synthetic entry `{ id: 0, name: '' }` means «all». */
export interface Category {
  id: number;
  name: string;
  iconFileId: number | null;
}
