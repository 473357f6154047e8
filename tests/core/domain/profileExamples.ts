/**
 * Accepted and refused tenant-profile edits: the core schema's test runs them through `safeParse`, and the server's
 * profile test sends the same ones through PUT /api/tenant-profiles/{id}, so the form and the server cannot disagree.
 */
import { PROFILE_MESSAGES } from '../../../core/domain/tenantProfileSchema.ts';
import type { TenantProfile } from '../../../core/model/index.ts';

/** A stored tenant profile (portal §3) of a shopper named Анна, with `extra` over it: the machine's and the screen's tests share it. */
export function storedProfile(extra: Partial<TenantProfile> = {}): TenantProfile {
  return {
    id: 10,
    blocked: false,
    nickname: null,
    firstName: 'Анна',
    lastName: null,
    surName: null,
    gender: 'женский',
    birthday: 631152000,
    jobTitle: null,
    email: null,
    phone: '79991234567',
    whatsapp: null,
    telegram: '@anna_demo',
    instagram: null,
    countryCodeId: 1,
    cityCodeId: 1,
    address: null,
    pushTypeIds: [],
    photoFileId: null,
    ...extra,
  };
}

/** An edit the schema takes, and what it stores for the field. */
export interface AcceptedExample {
  field: string;
  sent: unknown;
  stored: unknown;
}

/** An edit the schema refuses, with the field's Russian message. */
export interface RefusedExample {
  field: string;
  sent: unknown;
  message: string;
}

export const ACCEPTED: readonly AcceptedExample[] = [
  // Real names keep their hyphens, apostrophes, «ё» and spaces (issue 30 §5): only the outer spaces go.
  { field: 'firstName', sent: 'Анна-Мария', stored: 'Анна-Мария' },
  { field: 'firstName', sent: ' Анна Мария ', stored: 'Анна Мария' },
  { field: 'firstName', sent: 'Фёдор', stored: 'Фёдор' },
  { field: 'firstName', sent: 'José', stored: 'José' },
  { field: 'firstName', sent: '', stored: null },
  { field: 'lastName', sent: 'Римская-Корсакова', stored: 'Римская-Корсакова' },
  { field: 'lastName', sent: 'Д’Артаньян', stored: 'Д’Артаньян' },
  { field: 'lastName', sent: "O'Neil", stored: "O'Neil" },
  { field: 'lastName', sent: 'Салтыков-Щедрин', stored: 'Салтыков-Щедрин' },
  { field: 'surName', sent: 'Ильинична', stored: 'Ильинична' },
  { field: 'surName', sent: 'Оглы', stored: 'Оглы' },
  { field: 'jobTitle', sent: 'Инженер-конструктор 2-й категории', stored: 'Инженер-конструктор 2-й категории' },
  { field: 'nickname', sent: ' ann ', stored: 'ann' },
  { field: 'email', sent: ' anna@example.ru ', stored: 'anna@example.ru' },
  { field: 'email', sent: '', stored: null },
  { field: 'telegram', sent: '@durov', stored: 'https://t.me/durov' },
  { field: 'telegram', sent: 'https://t.me/durov_test', stored: 'https://t.me/durov_test' },
  { field: 'telegram', sent: 't.me/durov', stored: 'https://t.me/durov' },
  { field: 'telegram', sent: 'https://t.me/', stored: null },
  { field: 'instagram', sent: 'instagram.com/anna.k', stored: 'https://instagram.com/anna.k' },
  { field: 'instagram', sent: null, stored: null },
  { field: 'whatsapp', sent: '+7 999 123 45 67', stored: '79991234567' },
  { field: 'whatsapp', sent: '8 (999) 123-45-67', stored: '79991234567' },
  { field: 'whatsapp', sent: '', stored: null },
  { field: 'gender', sent: 'мужской', stored: 'мужской' },
  { field: 'gender', sent: null, stored: null },
  { field: 'birthday', sent: 631152000, stored: 631152000 },
  { field: 'address', sent: ' ул. Ленина, 1 ', stored: 'ул. Ленина, 1' },
];

export const REFUSED: readonly RefusedExample[] = [
  { field: 'email', sent: 'not-an-email', message: PROFILE_MESSAGES.email },
  { field: 'telegram', sent: 'https://vk.com/durov', message: PROFILE_MESSAGES.telegram },
  { field: 'telegram', sent: 'дуров', message: PROFILE_MESSAGES.telegram },
  { field: 'telegram', sent: 'du<rov', message: PROFILE_MESSAGES.telegram },
  { field: 'instagram', sent: 'https://t.me/anna', message: PROFILE_MESSAGES.instagram },
  { field: 'whatsapp', sent: '12345', message: PROFILE_MESSAGES.whatsapp },
  { field: 'gender', sent: 'Мужской', message: PROFILE_MESSAGES.gender },
  { field: 'birthday', sent: 1e15, message: PROFILE_MESSAGES.birthday },
  { field: 'birthday', sent: Date.UTC(1899, 11, 31) / 1000, message: PROFILE_MESSAGES.birthday },
  { field: 'firstName', sent: 'Анна\u202eвовлеК', message: PROFILE_MESSAGES.bidi },
  // Never changed silently: what a name cannot hold is refused with a sentence, not stripped.
  { field: 'firstName', sent: 'Анна-Мария 2', message: PROFILE_MESSAGES.name },
  { field: 'firstName', sent: 'Анна😀', message: PROFILE_MESSAGES.name },
  { field: 'lastName', sent: 'Smith!', message: PROFILE_MESSAGES.name },
  { field: 'lastName', sent: 'Римская--Корсакова', message: PROFILE_MESSAGES.name },
  { field: 'lastName', sent: '-Корсакова', message: PROFILE_MESSAGES.name },
  { field: 'surName', sent: '123', message: PROFILE_MESSAGES.name },
  { field: 'address', sent: 'д'.repeat(501), message: PROFILE_MESSAGES.tooLong(500) },
  { field: 'nickname', sent: 'n'.repeat(101), message: PROFILE_MESSAGES.tooLong(100) },
  { field: 'countryCodeId', sent: 2, message: PROFILE_MESSAGES.country },
];
