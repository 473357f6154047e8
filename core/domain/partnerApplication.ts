/**
 * The partner application form: what the visitor typed, its check and the request it becomes, all through the
 * one schema the server validates with (core/domain/partnerApplicationSchema.ts), so what passes here is what the
 * server stores; plus the logo's own check and the words for a failed sending.
 */
import * as v from 'valibot';
import { applyingRequestInputSchema, type ApplyingRequestInput } from './partnerApplicationSchema.ts';
import { firstMessagePerField } from './schemaIssues.ts';
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

/** A field of the form, as its errors are keyed. */
type ApplicationField =
  'organisation' | 'inn' | 'contactName' | 'phone' | 'email' | 'cityId' | 'website' | 'comment' | 'logo';

/** The first problem of each field that has one. */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The form before the visitor types anything. */
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

/** The server's default upload limit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The picture types the server accepts (it checks the bytes themselves). */
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** The form field each body field is shown under (the rest keep their names). */
const FIELD_OF_BODY: Readonly<Record<string, ApplicationField>> = { cityCodeId: 'cityId', logoFileId: 'logo' };

/** The body the draft becomes, unchecked: the core schema (core/domain/partnerApplicationSchema.ts) checks it. */
function draftBody(draft: ApplicationDraft, logoFileId: number | null): Record<keyof ApplyingRequestInput, unknown> {
  return {
    organisation: draft.organisation,
    inn: draft.inn,
    contactName: draft.contactName,
    phone: draft.phone,
    email: draft.email,
    cityCodeId: draft.cityId,
    categoryId: draft.categoryId,
    website: draft.website,
    comment: draft.comment,
    logoFileId,
  };
}

/**
 * Checks every field with the schema the server validates with; an empty object means the application can be
 * sent. Each field shows its first problem.
 */
export function validateApplication(draft: ApplicationDraft): ApplicationErrors {
  const messages = firstMessagePerField(v.safeParse(applyingRequestInputSchema, draftBody(draft, null)).issues);
  const errors: ApplicationErrors = {};
  for (const [field, message] of Object.entries(messages)) {
    errors[FIELD_OF_BODY[field] ?? (field as ApplicationField)] = message;
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
export function applicationErrors(
  draft: ApplicationDraft,
  logo: { type: string; size: number } | null,
): ApplicationErrors {
  const errors = validateApplication(draft);
  const logoProblem = logo === null ? null : logoError(logo);
  return logoProblem === null ? errors : { ...errors, logo: logoProblem };
}

/**
 * The request of a valid draft, as the schema outputs it (what the server stores); call only when
 * `validateApplication` found nothing, else it throws the schema's error.
 */
export function toApplyingRequest(draft: ApplicationDraft, logoFileId: number | null): ApplyingRequestInput {
  return v.parse(applyingRequestInputSchema, draftBody(draft, logoFileId));
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
      return step === 'logo'
        ? 'Не удалось загрузить логотип. Попробуйте ещё раз.'
        : 'Не удалось отправить заявку. Попробуйте ещё раз.';
  }
}
