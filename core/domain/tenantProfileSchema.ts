/**
 * The tenant profile of portal §3 as the API answers it and as an edit is sent back (PUT /api/tenant-profiles/{id}):
 * one schema that the server validates with and the profile form checks with before sending, so both refuse the
 * same values with the same Russian message per field. Names follow the core's name rule (core/domain/name.ts); telegram and instagram are
 * links with §2's fixed prefixes (a handle or a pasted link is stored as the prefixed link); whatsapp is a phone.
 */
import * as v from 'valibot';
import { BIRTHDAY_MESSAGE, birthdaySeconds } from './birthdaySchema.ts';
import { COUNTRY_CODE_ID } from './constants.ts';
import { GENDER_CHOICES } from './gender.ts';
import { idNumber } from './ids.ts';
import { NAME_MESSAGE, personName } from './name.ts';
import { canonicalPhone } from './phone.ts';
import { SOCIAL_LINK_PREFIXES, withSocialPrefix, type SocialLinkKind } from './socialLinks.ts';
import { BIDI_MESSAGE, bidiFree } from './textRules.ts';
import { firstMessagePerField } from './schemaIssues.ts';
import type { TenantProfile } from '../model/index.ts';

/** What each field's refusal says to the shopper. */
export const PROFILE_MESSAGES = Object.freeze({
  bidi: BIDI_MESSAGE,
  name: NAME_MESSAGE,
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  email: 'Введите адрес почты, например anna@example.ru',
  telegram: `Ссылка на Telegram: ${SOCIAL_LINK_PREFIXES.telegram} и имя из латинских букв, цифр и _`,
  instagram: `Ссылка на Instagram: ${SOCIAL_LINK_PREFIXES.instagram} и имя из латинских букв, цифр, _ и точек`,
  whatsapp: 'Номер WhatsApp: 11 цифр, +7 999 999 99 99',
  gender: 'Выберите пол: мужской или женский',
  birthday: BIRTHDAY_MESSAGE,
  city: 'Выберите город из списка',
  country: 'Страна может быть только Россия',
  photo: 'Загрузите фотографию ещё раз',
  phone: 'Телефон — это логин, здесь его не изменить',
  invalid: 'Проверьте это поле',
});

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** Free text: no bidirectional controls, trimmed, length-capped, '' stored as null. */
function text(max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        bidiFree(PROFILE_MESSAGES.bidi),
        v.trim(),
        v.maxLength(max, PROFILE_MESSAGES.tooLong(max)),
        v.transform(blankToNull),
      ),
    ),
  );
}

/** A name field: the core's name rule (kept as typed or refused, never stripped), '' stored as null. */
const name = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(100, PROFILE_MESSAGES.tooLong(100)),
      bidiFree(PROFILE_MESSAGES.bidi),
      v.trim(),
      v.transform(blankToNull),
      v.nullable(personName),
    ),
  ),
);

const email = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      bidiFree(PROFILE_MESSAGES.bidi),
      v.trim(),
      v.maxLength(254, PROFILE_MESSAGES.tooLong(254)),
      v.transform(blankToNull),
      v.nullable(v.pipe(v.string(), v.email(PROFILE_MESSAGES.email))),
    ),
  ),
);

/** What a handle after a network's prefix may hold: one path segment of Latin letters, digits, '_', '.', '+' and '-'. */
const HANDLE = /^[A-Za-z0-9_.+-]{1,100}$/;

/** The prefixed link for a handle or a link of the network; '' for an empty field; null when it is no such link. */
function socialLink(kind: SocialLinkKind, value: string): string | null {
  const link = withSocialPrefix(kind, value);
  if (link === null || link === '') {
    return link;
  }
  return HANDLE.test(link.slice(SOCIAL_LINK_PREFIXES[kind].length)) ? link : null;
}

/** A link field with its network's fixed prefix (portal §2 «masks for social links»), '' stored as null. */
function social(kind: 'telegram' | 'instagram') {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        bidiFree(PROFILE_MESSAGES.bidi),
        v.maxLength(200, PROFILE_MESSAGES.tooLong(200)),
        v.check((value) => socialLink(kind, value) !== null, PROFILE_MESSAGES[kind]),
        v.transform((value) => blankToNull(socialLink(kind, value) ?? '')),
      ),
    ),
  );
}

/** A WhatsApp number: any spelling of an 11-digit phone, stored canonical (7XXXXXXXXXX); '' stored as null. */
const whatsapp = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(32, PROFILE_MESSAGES.whatsapp),
      v.transform(blankToNull),
      v.nullable(
        v.pipe(
          v.string(),
          v.check((value) => canonicalPhone(value) !== null, PROFILE_MESSAGES.whatsapp),
          v.transform((value) => canonicalPhone(value) ?? value),
        ),
      ),
    ),
  ),
);

const genderValues = GENDER_CHOICES.map((choice) => choice.value);

/**
 * PUT body: the TenantProfile the client read, with its edits. A field left out keeps its stored value; `id`,
 * `phone` and `blocked` may be sent back but are not writable (the server checks them against the stored profile).
 */
export const tenantProfileUpdateSchema = v.object({
  id: v.optional(idNumber),
  blocked: v.optional(v.pipe(v.boolean(), v.description('Ignored: only the server blocks a profile'))),
  nickname: text(100),
  firstName: name,
  lastName: name,
  surName: name,
  gender: v.optional(v.nullable(v.picklist(genderValues, PROFILE_MESSAGES.gender))),
  birthday: v.optional(v.nullable(birthdaySeconds)),
  jobTitle: text(200),
  email,
  phone: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(32, PROFILE_MESSAGES.phone),
      v.description('The login: must equal the stored phone'),
    ),
  ),
  whatsapp,
  telegram: social('telegram'),
  instagram: social('instagram'),
  countryCodeId: v.optional(v.literal(COUNTRY_CODE_ID, PROFILE_MESSAGES.country)),
  cityCodeId: v.optional(v.nullable(v.pipe(idNumber, v.description('An active city')))),
  address: text(500),
  pushTypeIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      v.maxLength(20),
      v.transform((ids) => [...new Set(ids)]),
    ),
  ),
  photoFileId: v.optional(v.nullable(v.pipe(idNumber, v.description('A file the caller uploaded')))),
});

/** A checked edit, as the server stores it. */
export type TenantProfileUpdate = v.InferOutput<typeof tenantProfileUpdateSchema>;

/** The profile as the API answers it (core TenantProfile). */
export const tenantProfileSchema = v.object({
  id: v.number(),
  blocked: v.boolean(),
  nickname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  surName: v.nullable(v.string()),
  gender: v.nullable(v.picklist(genderValues)),
  birthday: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.string(),
  whatsapp: v.nullable(v.string()),
  telegram: v.nullable(v.string()),
  instagram: v.nullable(v.string()),
  countryCodeId: v.number(),
  cityCodeId: v.nullable(v.number()),
  address: v.nullable(v.string()),
  pushTypeIds: v.array(v.number()),
  photoFileId: v.nullable(v.number()),
});

/** A field of the profile and the message of its first problem. */
export type ProfileFieldErrors = Partial<Record<keyof TenantProfile, string>>;

/** The first problem of each field of an edit, keyed by field; empty when the schema takes it. */
export function profileFieldErrors(edit: unknown): ProfileFieldErrors {
  return firstMessagePerField(v.safeParse(tenantProfileUpdateSchema, edit).issues) as ProfileFieldErrors;
}
