/**
 * The partner application's fields, their checks with the messages the form shows, and the request
 * they become. Limits follow the server's (server/routes/applyingRequests.ts), so what passes here
 * is what the server stores.
 */
import { isValidInn } from './inn.ts';
import { isValidPhone, normalizePhone } from './phone.ts';
import { normalizeWebsite } from './showcase/onlineCard.ts';
import type { ApplyingRequestInput } from '../ports/index.ts';
import type { ErrorCode } from './errorCodes.ts';

/** What the visitor typed and chose. */
export interface ApplicationDraft {
  organisation: string;
  inn: string;
  contactName: string;
  /** As the mask shows it ('+7 999 123 45 67'). */
  phone: string;
  email: string;
  cityId: number | null;
  categoryId: number | null;
  website: string;
  comment: string;
}

/** A picture the visitor chose for the logo; the browser's File is one. */
export interface LogoFile extends Blob {
  readonly name: string;
}

export type ApplicationField = 'organisation' | 'inn' | 'contactName' | 'phone' | 'email' | 'cityId' | 'website' | 'comment' | 'logo';

/** The first problem of each field that has one. */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const EMPTY_DRAFT: ApplicationDraft = {
  organisation: '',
  inn: '',
  contactName: '',
  phone: '',
  email: '',
  cityId: null,
  categoryId: null,
  website: '',
  comment: '',
};

export const ORGANISATION_MAX = 300;
export const CONTACT_NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const WEBSITE_MAX = 500;
export const COMMENT_MAX = 2000;
/** The server's default upload limit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The picture types the server accepts (it checks the bytes themselves). */
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The INN without the spaces people type between its groups. */
export function cleanInn(inn: string): string {
  return inn.replace(/\s+/g, '');
}

function innError(inn: string): string | undefined {
  const digits = cleanInn(inn);
  if (digits === '') {
    return 'Укажите ИНН';
  }
  if (!/^(\d{10}|\d{12})$/.test(digits)) {
    return 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)';
  }
  return isValidInn(digits) ? undefined : 'ИНН введён с ошибкой: проверьте цифры';
}

/**
 * The website rule (form and server alike): what the visitor typed, once `normalizeWebsite` has put
 * https:// in front of a bare domain, must be an http(s) address with a dotted host and no spaces.
 * `javascript:…` and `data:…` never pass: with https:// in front they have no valid host.
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

function websiteError(website: string): string | undefined {
  const text = website.trim();
  if (text === '') {
    return undefined;
  }
  if (text.length > WEBSITE_MAX) {
    return `Адрес сайта — не длиннее ${WEBSITE_MAX} символов`;
  }
  return isValidWebsite(text) ? undefined : 'Проверьте адрес сайта, например: https://example.ru';
}

/** Checks every field; an empty object means the application can be sent. */
export function validateApplication(draft: ApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const organisation = draft.organisation.trim();
  if (organisation === '') {
    errors.organisation = 'Укажите название организации';
  } else if (organisation.length > ORGANISATION_MAX) {
    errors.organisation = `Название — не длиннее ${ORGANISATION_MAX} символов`;
  }
  const inn = innError(draft.inn);
  if (inn !== undefined) {
    errors.inn = inn;
  }
  const contactName = draft.contactName.trim();
  if (contactName === '') {
    errors.contactName = 'Укажите контактное лицо';
  } else if (contactName.length > CONTACT_NAME_MAX) {
    errors.contactName = `Имя — не длиннее ${CONTACT_NAME_MAX} символов`;
  }
  if (normalizePhone(draft.phone) === '') {
    errors.phone = 'Укажите телефон';
  } else if (!isValidPhone(draft.phone)) {
    errors.phone = 'Введите номер телефона полностью: 11 цифр';
  }
  const email = draft.email.trim();
  if (email === '') {
    errors.email = 'Укажите электронную почту';
  } else if (email.length > EMAIL_MAX || !EMAIL.test(email)) {
    errors.email = 'Проверьте адрес электронной почты, например: name@example.ru';
  }
  if (draft.cityId === null) {
    errors.cityId = 'Выберите город';
  }
  const website = websiteError(draft.website);
  if (website !== undefined) {
    errors.website = website;
  }
  if (draft.comment.trim().length > COMMENT_MAX) {
    errors.comment = `Комментарий — не длиннее ${COMMENT_MAX} символов`;
  }
  return errors;
}

/** The problem of a chosen logo file, or null when it may be uploaded. */
export function logoError(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) {
    return 'Логотип должен быть картинкой PNG, JPEG или WebP';
  }
  return file.size > LOGO_MAX_BYTES ? 'Логотип должен быть не больше 2 МБ' : null;
}

/** Every problem of the draft and the chosen logo; an empty object means the application can be sent. */
export function applicationErrors(draft: ApplicationDraft, logo: { type: string; size: number } | null): ApplicationErrors {
  const errors = validateApplication(draft);
  const logoProblem = logo === null ? null : logoError(logo);
  return logoProblem === null ? errors : { ...errors, logo: logoProblem };
}

/** The request of a valid draft; call only when `validateApplication` found nothing. */
export function toApplyingRequest(draft: ApplicationDraft, logoFileId: number | null): ApplyingRequestInput {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  if (draft.cityId === null) {
    throw new Error('partner application: the city is required');
  }
  return {
    organisation: draft.organisation.trim(),
    inn: cleanInn(draft.inn),
    contactName: draft.contactName.trim(),
    phone: normalizePhone(draft.phone),
    email: draft.email.trim(),
    cityCodeId: draft.cityId,
    categoryId: draft.categoryId,
    website: normalizeWebsite(draft.website),
    comment: blankToNull(draft.comment),
    logoFileId,
  };
}

/**
 * What the form says when the upload or the sending failed, by the API's error code (undefined: the
 * failure carried none). Typed with the closed union so a misspelt case label does not compile.
 */
export function sendFailureMessage(code: ErrorCode | undefined, step: 'logo' | 'request'): string {
  switch (code) {
    case 'UNSUPPORTED_FILE_TYPE':
      return 'Логотип должен быть картинкой PNG, JPEG или WebP';
    case 'PAYLOAD_TOO_LARGE':
      return 'Логотип слишком большой: выберите файл до 2 МБ';
    case 'UNAUTHORIZED':
      return 'Сессия истекла. Войдите снова, чтобы отправить заявку.';
    case 'VALIDATION_ERROR':
      return 'Сервер не принял заявку: проверьте поля и попробуйте ещё раз.';
    case 'NETWORK_ERROR':
      return 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';
    default:
      return step === 'logo' ? 'Не удалось загрузить логотип. Попробуйте ещё раз.' : 'Не удалось отправить заявку. Попробуйте ещё раз.';
  }
}
