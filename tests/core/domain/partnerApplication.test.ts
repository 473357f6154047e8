import { describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../../../core/domain/partnerApplicationSchema.ts';
import {
  applicationErrors,
  EMPTY_DRAFT,
  LOGO_MAX_BYTES,
  logoError,
  sendFailureMessage,
  toApplyingRequest,
  validateApplication,
  type ApplicationDraft,
} from '../../../core/domain/partnerApplication.ts';

const VALID: ApplicationDraft = {
  organisation: 'ООО «Ромашка»',
  inn: '7707083893',
  contactName: 'Анна',
  phone: '+7 999 123 45 67',
  email: 'anna@romashka.ru',
  cityId: 1,
  categoryId: null,
  website: '',
  comment: '',
};

describe('partner application checks', () => {
  it('a complete application has no problems', () => {
    expect(validateApplication(VALID)).toEqual({});
  });

  it('an empty form names every required field', () => {
    expect(validateApplication(EMPTY_DRAFT)).toEqual({
      organisation: 'Укажите название организации',
      inn: 'Укажите ИНН',
      contactName: 'Укажите контактное лицо',
      phone: 'Укажите телефон',
      email: 'Укажите электронную почту',
      cityId: 'Выберите город',
    });
  });

  it('blank text counts as empty', () => {
    expect(validateApplication({ ...VALID, organisation: '   ', contactName: '\t' })).toMatchObject({
      organisation: 'Укажите название организации',
      contactName: 'Укажите контактное лицо',
    });
  });

  it.each([
    ['123', 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)'],
    ['77070838931', 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)'],
    ['77070838a3', 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)'],
    ['7707083894', 'ИНН введён с ошибкой: проверьте цифры'],
    ['0000000000', 'ИНН введён с ошибкой: проверьте цифры'],
  ])('INN %s: %s', (inn, message) => {
    expect(validateApplication({ ...VALID, inn }).inn).toBe(message);
  });

  it('accepts a 12-digit INN of an entrepreneur and spaces between digit groups', () => {
    expect(validateApplication({ ...VALID, inn: '500100732259' }).inn).toBeUndefined();
    expect(validateApplication({ ...VALID, inn: ' 7707 083 893 ' }).inn).toBeUndefined();
  });

  it('wants all 11 digits of the phone', () => {
    expect(validateApplication({ ...VALID, phone: '+7 999 123 45' }).phone).toBe(
      'Введите номер телефона полностью: 11 цифр',
    );
  });

  it.each(['anna', 'anna@', 'anna@romashka', 'an na@romashka.ru'])('e-mail %j is refused', (email) => {
    expect(validateApplication({ ...VALID, email }).email).toBe(
      'Проверьте адрес электронной почты, например: name@example.ru',
    );
  });

  it('the website is optional, but must be an address when given', () => {
    expect(validateApplication({ ...VALID, website: 'romashka.ru' }).website).toBeUndefined();
    expect(validateApplication({ ...VALID, website: 'https://romashka.ru/menu' }).website).toBeUndefined();
    expect(validateApplication({ ...VALID, website: 'ромашка' }).website).toBe(
      'Проверьте адрес сайта, например: https://example.ru',
    );
    expect(validateApplication({ ...VALID, website: 'my site.ru' }).website).toBe(
      'Проверьте адрес сайта, например: https://example.ru',
    );
  });

  it('the comment may be up to 2000 characters', () => {
    expect(validateApplication({ ...VALID, comment: 'а'.repeat(COMMENT_MAX) }).comment).toBeUndefined();
    expect(validateApplication({ ...VALID, comment: 'а'.repeat(COMMENT_MAX + 1) }).comment).toBe(
      'Комментарий — не длиннее 2000 символов',
    );
  });
});

describe('logo checks', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(logoError({ type: 'image/png', size: 10 })).toBeNull();
    expect(logoError({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(logoError({ type: 'image/svg+xml', size: 10 })).toBe('Логотип должен быть картинкой PNG, JPEG или WebP');
    expect(logoError({ type: '', size: 10 })).toBe('Логотип должен быть картинкой PNG, JPEG или WebP');
    expect(logoError({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('Логотип должен быть не больше 2 МБ');
  });

  it('a refused logo joins the field problems; no logo or a good one adds none', () => {
    expect(applicationErrors(VALID, { type: 'image/gif', size: 10 })).toEqual({
      logo: 'Логотип должен быть картинкой PNG, JPEG или WebP',
    });
    expect(applicationErrors({ ...VALID, inn: '' }, { type: 'image/png', size: 10 })).toEqual({ inn: 'Укажите ИНН' });
    expect(applicationErrors(VALID, null)).toEqual({});
  });
});

describe('the request', () => {
  it('trims the text, keeps the phone digits, adds https:// to the website and turns blanks into null', () => {
    expect(
      toApplyingRequest(
        {
          ...VALID,
          organisation: ' ООО «Ромашка» ',
          inn: '7707 083 893',
          website: 'romashka.ru',
          comment: '  ',
          categoryId: 3,
        },
        9,
      ),
    ).toEqual({
      organisation: 'ООО «Ромашка»',
      inn: '7707083893',
      contactName: 'Анна',
      phone: '79991234567',
      email: 'anna@romashka.ru',
      cityCodeId: 1,
      categoryId: 3,
      website: 'https://romashka.ru',
      comment: null,
      logoFileId: 9,
    });
  });

  it('cannot be built without a city', () => {
    expect(() => toApplyingRequest({ ...VALID, cityId: null }, null)).toThrow();
  });
});

describe('failure messages', () => {
  it.each([
    ['UNSUPPORTED_FILE_TYPE', 'logo', 'Логотип должен быть картинкой PNG, JPEG или WebP'],
    ['PAYLOAD_TOO_LARGE', 'logo', 'Логотип слишком большой: выберите файл до 2 МБ'],
    ['UNAUTHORIZED', 'request', 'Сессия истекла. Войдите снова, чтобы отправить заявку.'],
    ['VALIDATION_ERROR', 'request', 'Сервер не принял заявку: проверьте поля и попробуйте ещё раз.'],
    ['NETWORK_ERROR', 'request', 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.'],
    ['INTERNAL_ERROR', 'logo', 'Не удалось загрузить логотип. Попробуйте ещё раз.'],
    [undefined, 'request', 'Не удалось отправить заявку. Попробуйте ещё раз.'],
  ] as const)('%s while sending the %s', (code, step, message) => {
    expect(sendFailureMessage(code, step)).toBe(message);
  });
});
