/**
 * The partner application of portal §3 as it is sent (POST /api/applying-requests) and as the API answers it: one
 * schema that the server validates with, the form checks with before sending and the in-memory back end stores
 * with, so all three refuse the same values with the same Russian message per field and store the same output
 * (trimmed text, the INN without the spaces people type between its groups, the phone as 7XXXXXXXXXX, the website
 * with https:// in front, blanks as null).
 */
import * as v from 'valibot';
import { idNumberWith } from './ids.ts';
import { isValidInn } from './inn.ts';
import { canonicalPhone, isValidPhone, normalizePhone } from './phone.ts';
import { normalizeWebsite } from './showcase/onlineCard.ts';
import { BIDI_MESSAGE, bidiFree } from './textRules.ts';

const ORGANISATION_MAX = 300;
const CONTACT_NAME_MAX = 200;
const EMAIL_MAX = 254;
const WEBSITE_MAX = 500;
export const COMMENT_MAX = 2000;
/** Longest phone text taken in any spelling ('+7 (999) 123-45-67' and the like). */
const PHONE_TEXT_MAX = 32;
/** Longest INN text taken before its spaces are removed. */
const INN_TEXT_MAX = 40;

/** What each field's refusal says to the visitor (and in the API's VALIDATION_ERROR details). */
export const APPLICATION_MESSAGES = Object.freeze({
  bidi: BIDI_MESSAGE,
  organisation: 'Укажите название организации',
  organisationTooLong: `Название — не длиннее ${ORGANISATION_MAX} символов`,
  inn: 'Укажите ИНН',
  innLength: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
  innChecksum: 'ИНН введён с ошибкой: проверьте цифры',
  contactName: 'Укажите контактное лицо',
  contactNameTooLong: `Имя — не длиннее ${CONTACT_NAME_MAX} символов`,
  phone: 'Укажите телефон',
  phoneIncomplete: 'Введите номер телефона полностью: 11 цифр',
  email: 'Укажите электронную почту',
  emailInvalid: 'Проверьте адрес электронной почты, например: name@example.ru',
  city: 'Выберите город',
  category: 'Выберите категорию из списка',
  website: 'Проверьте адрес сайта, например: https://example.ru',
  websiteTooLong: `Адрес сайта — не длиннее ${WEBSITE_MAX} символов`,
  commentTooLong: `Комментарий — не длиннее ${COMMENT_MAX} символов`,
  logo: 'Загрузите логотип ещё раз',
});

const M = APPLICATION_MESSAGES;

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** The INN without the spaces people type between its groups ('7707 083 893' → '7707083893'). */
function cleanInn(inn: string): string {
  return inn.replace(/\s+/g, '');
}

/**
 * The website rule: what the visitor typed, once `normalizeWebsite` has put https:// in front of a bare domain,
 * must be an http(s) address with a dotted host and no spaces. `javascript:…` and `data:…` never pass: with
 * https:// in front they have no valid host.
 */
export function isValidWebsite(website: string): boolean {
  const text = website.trim();
  try {
    const url = new URL(normalizeWebsite(text) ?? '');
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** A required text field: no bidirectional controls (they disguise what an organization is called), trimmed. */
function required(missing: string, max: number, tooLong: string) {
  return v.pipe(v.string(missing), bidiFree(M.bidi), v.trim(), v.nonEmpty(missing), v.maxLength(max, tooLong));
}

const inn = v.pipe(
  v.string(M.inn),
  v.maxLength(INN_TEXT_MAX, M.innLength),
  v.transform(cleanInn),
  v.nonEmpty(M.inn),
  v.regex(/^(\d{10}|\d{12})$/, M.innLength),
  v.check(isValidInn, M.innChecksum),
  v.description(
    'ИНН: 10 digits (organization) or 12 (entrepreneur) with valid check digits; spaces between groups are removed',
  ),
);

const phone = v.pipe(
  v.string(M.phone),
  v.maxLength(PHONE_TEXT_MAX, M.phoneIncomplete),
  v.check((value) => normalizePhone(value) !== '', M.phone),
  v.check(isValidPhone, M.phoneIncomplete),
  v.transform((value) => canonicalPhone(value) ?? value),
  v.description('11 digits in any spelling (+7 …, 8 …), stored as 7XXXXXXXXXX'),
);

const email = v.pipe(
  v.string(M.email),
  bidiFree(M.bidi),
  v.trim(),
  v.nonEmpty(M.email),
  v.maxLength(EMAIL_MAX, M.emailInvalid),
  v.email(M.emailInvalid),
);

/** The website: optional; an http(s) address with a dotted host, stored with its https:// prefix. */
const website = v.nullish(
  v.pipe(
    v.string(M.website),
    bidiFree(M.bidi),
    v.trim(),
    v.maxLength(WEBSITE_MAX, M.websiteTooLong),
    v.check((value) => value === '' || isValidWebsite(value), M.website),
    v.transform((value: string) => normalizeWebsite(value)),
  ),
  null,
);

const comment = v.nullish(
  v.pipe(
    v.string(M.commentTooLong),
    bidiFree(M.bidi),
    v.trim(),
    v.maxLength(COMMENT_MAX, M.commentTooLong),
    v.transform(blankToNull),
  ),
  null,
);

/** What a business sends on the partner application page (the form's check and the body's fields). */
export const applyingRequestInputSchema = v.object({
  organisation: required(M.organisation, ORGANISATION_MAX, M.organisationTooLong),
  inn,
  contactName: required(M.contactName, CONTACT_NAME_MAX, M.contactNameTooLong),
  phone,
  email,
  cityCodeId: v.pipe(idNumberWith(M.city), v.description('An active city')),
  categoryId: v.nullish(v.pipe(idNumberWith(M.category), v.description('An offline (outlet) category')), null),
  website,
  comment,
  logoFileId: v.nullish(
    v.pipe(idNumberWith(M.logo), v.description('A file the caller uploaded with POST /api/files/upload')),
    null,
  ),
});

/** A checked application, as it is sent and stored. */
export type ApplyingRequestInput = v.InferOutput<typeof applyingRequestInputSchema>;

/** POST body: the input plus two fields of the answer a client may send back, which the server overrides. */
export const applyingRequestBodySchema = v.object({
  ...applyingRequestInputSchema.entries,
  blocked: v.optional(v.pipe(v.boolean(), v.description('Ignored: always stored as false'))),
  applyingRequestStatusId: v.optional(v.pipe(v.number(), v.description('Ignored: always stored as 1 (new)'))),
});

/** An application as the API answers it. */
export const applyingRequestSchema = v.object({
  id: v.number(),
  organisation: v.string(),
  inn: v.string(),
  contactName: v.string(),
  phone: v.string(),
  email: v.string(),
  cityCodeId: v.number(),
  categoryId: v.nullable(v.number()),
  website: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  logoFileId: v.nullable(v.number()),
  blocked: v.boolean(),
  applyingRequestStatusId: v.number(),
});

/** A stored application. */
export type ApplyingRequest = v.InferOutput<typeof applyingRequestSchema>;
