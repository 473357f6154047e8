/**
 * The profile page's form (issue 19): the tenant profile of portal §3 as the fields hold it, back to the profile
 * the API takes, its checks (the shared schema of core/domain/tenantProfileSchema.ts and the age rule of §5) and
 * what a refusal says per field.
 */
import { ageError, birthDateToUnixSeconds } from './birthDate.ts';
import { COUNTRY_CODE_ID } from './constants.ts';
import { AGE_UNDER_14_MESSAGE } from './messages.ts';
import { withSocialPrefix } from './socialLinks.ts';
import { PROFILE_MESSAGES, profileFieldErrors, type ProfileFieldErrors } from './tenantProfileSchema.ts';
import { ApiError, errorCode } from '../errors.ts';
import type { Gender } from '../model/auth.ts';
import type { TenantProfile, TenantProfileEdit } from '../model/index.ts';

/** What the profile form's fields hold: text as typed, the birthday as 'YYYY-MM-DD' ('' when none). */
export interface ProfileDraft {
  nickname: string;
  firstName: string;
  lastName: string;
  surName: string;
  gender: Gender | null;
  birthday: string;
  email: string;
  whatsapp: string;
  telegram: string;
  instagram: string;
  cityCodeId: number | null;
  address: string;
}

/** A draft field the form edits. */
type ProfileDraftField = keyof ProfileDraft;

/** One field and a value of its type. */
export type ProfileFieldChange = {
  [Field in ProfileDraftField]: { field: Field; value: ProfileDraft[Field] };
}[ProfileDraftField];

/** What the page says when the profile could not be read or saved at all (no field to blame). */
export const PROFILE_FAILURE_MESSAGES = Object.freeze({
  load: 'Не удалось загрузить профиль. Проверьте связь и попробуйте ещё раз.',
  save: 'Не удалось сохранить профиль. Проверьте связь и попробуйте ещё раз — введённое сохранено в форме.',
  saved: 'Профиль сохранён',
});

/** 'YYYY-MM-DD' of a birthday stored as the unix seconds of its UTC midnight; '' for none. */
function birthDateOf(seconds: number | null): string {
  return seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** The form's fields for a stored profile; social links shown with their prefix. */
export function draftOf(profile: TenantProfile): ProfileDraft {
  return {
    nickname: profile.nickname ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    surName: profile.surName ?? '',
    gender: profile.gender,
    birthday: birthDateOf(profile.birthday),
    email: profile.email ?? '',
    whatsapp: profile.whatsapp ?? '',
    telegram: withSocialPrefix('telegram', profile.telegram ?? '') ?? profile.telegram ?? '',
    instagram: withSocialPrefix('instagram', profile.instagram ?? '') ?? profile.instagram ?? '',
    cityCodeId: profile.cityCodeId,
    address: profile.address ?? '',
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** Every field of the form in the profile's terms (countryCodeId 1 with the city, portal §7). */
function formFields(
  draft: ProfileDraft,
): Omit<TenantProfileEdit, 'id' | 'blocked' | 'phone' | 'jobTitle' | 'pushTypeIds' | 'photoFileId'> {
  return {
    nickname: blankToNull(draft.nickname),
    firstName: blankToNull(draft.firstName),
    lastName: blankToNull(draft.lastName),
    surName: blankToNull(draft.surName),
    gender: draft.gender,
    birthday: draft.birthday === '' ? null : (birthDateToUnixSeconds(draft.birthday) ?? Number.NaN),
    email: blankToNull(draft.email),
    whatsapp: blankToNull(draft.whatsapp),
    telegram: blankToNull(draft.telegram),
    instagram: blankToNull(draft.instagram),
    cityCodeId: draft.cityCodeId,
    countryCodeId: COUNTRY_CODE_ID,
    address: blankToNull(draft.address),
  };
}

/**
 * What PUT sends: only the fields the shopper changed in the form (against the stored profile's own draft), with
 * countryCodeId 1 beside a changed city. Whatever another writer stored meanwhile (the header's city) stays.
 */
export function profileEdit(stored: TenantProfile, draft: ProfileDraft): TenantProfileEdit {
  const before = draftOf(stored);
  const fields = formFields(draft);
  const changed = (Object.keys(draft) as ProfileDraftField[]).filter((field) => draft[field] !== before[field]);
  const edit: TenantProfileEdit = Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return changed.includes('cityCodeId') ? { ...edit, countryCodeId: COUNTRY_CODE_ID } : edit;
}

/**
 * The draft's problems before sending: the shared schema's, and the age rule when the birthday changed (the
 * server judges only a changed date, so a stored one is never held against the shopper).
 */
export function draftErrors(stored: TenantProfile, draft: ProfileDraft, nowMs: number): ProfileFieldErrors {
  const edit = profileEdit(stored, draft);
  const errors = profileFieldErrors(edit);
  if (
    errors.birthday === undefined &&
    edit.birthday !== undefined &&
    edit.birthday !== null &&
    edit.birthday !== stored.birthday
  ) {
    const age = ageError(edit.birthday, nowMs);
    if (age !== null) {
      errors.birthday = age;
    }
  }
  return errors;
}

/** The fixed messages of the shared schema; `tooLong`'s are recognised by their shape. */
const FIXED_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(PROFILE_MESSAGES).flatMap((message) => (typeof message === 'string' ? [message] : [])),
);

function isProfileMessage(message: string): boolean {
  return FIXED_MESSAGES.has(message) || message === PROFILE_MESSAGES.tooLong(Number(/\d+/.exec(message)?.[0]));
}

/** A refused save: each field's message (the server's own when it is one of the form's), or the page's failure. */
export function refusalOf(error: unknown): { errors: ProfileFieldErrors; failure: string | null } {
  if (errorCode(error) === 'USER_UNDER_14_YEARS_OLD') {
    return { errors: { birthday: AGE_UNDER_14_MESSAGE }, failure: null };
  }
  const details =
    error instanceof ApiError && error.code === 'VALIDATION_ERROR' && Array.isArray(error.details)
      ? (error.details as unknown[])
      : [];
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = typeof path === 'string' ? path.split('.')[0] : undefined;
    if (field !== undefined && field !== '' && errors[field] === undefined) {
      errors[field] = typeof message === 'string' && isProfileMessage(message) ? message : PROFILE_MESSAGES.invalid;
    }
  }
  return Object.keys(errors).length === 0
    ? { errors: {}, failure: PROFILE_FAILURE_MESSAGES.save }
    : { errors: errors as ProfileFieldErrors, failure: null };
}
