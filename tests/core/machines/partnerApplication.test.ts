import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { LOGO_MAX_BYTES, type LogoFile } from '../../../core/domain/partnerApplication.ts';
import { providePartnerApplication } from '../../../core/machines/partnerApplication.ts';
import type { ApplyingRequest, ApplyingRequestInput } from '../../../core/ports/index.ts';
import { ScriptedCall, settle } from './signInFakes.ts';

/** A valid INN of an individual entrepreneur (12 digits, two check digits). */
const INN = '500100732259';

function picture(name = 'logo.png', type = 'image/png', size = 4): LogoFile {
  return new File([new Uint8Array(size)], name, { type });
}

function stored(input: ApplyingRequestInput, id = 17): ApplyingRequest {
  return { ...input, id, blocked: false, applyingRequestStatusId: 1 };
}

function start(cityId: number | null = 1) {
  const upload = new ScriptedCall<Blob, { id: number }>();
  const send = new ScriptedCall<ApplyingRequestInput, ApplyingRequest>();
  const machine = providePartnerApplication({
    api: { createApplyingRequest: send.fn },
    uploads: { upload: upload.fn },
  });
  const actor = createActor(machine, { input: { cityId } });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const type = (
    field: 'organisation' | 'inn' | 'contactName' | 'phone' | 'email' | 'website' | 'comment',
    value: string,
  ) => actor.send({ type: 'field.changed', field, value });
  const fillRequired = () => {
    type('organisation', '  ИП Сидоров П. А. ');
    type('inn', '5001 0073 2259');
    type('contactName', 'Пётр Сидоров');
    type('phone', '+7 916 765 43 21');
    type('email', 'sidorov@example.ru');
  };
  const submit = () => actor.send({ type: 'form.submitted' });
  /** A complete form with a logo: the logo is stored as `logoId`, then the application is refused. */
  const refusedAfterStoringLogo = async (logoId: number) => {
    fillRequired();
    actor.send({ type: 'file.added', file: picture() });
    submit();
    upload.resolve({ id: logoId });
    await settle();
    send.reject(new ApiError('INTERNAL_ERROR', 500));
    await settle();
  };
  return { actor, upload, send, snapshot, type, fillRequired, submit, refusedAfterStoringLogo };
}

describe('Partner application: checks on the first submit', () => {
  it('starts with the visitor’s city and checks nothing while the visitor types', () => {
    const t = start(4);
    t.type('inn', '12345');
    t.type('email', 'anna@');
    expect(t.snapshot().context.draft.cityId).toBe(4);
    expect(t.snapshot().context.errors).toEqual({});
  });

  it('the first submit shows every message, asks to focus the first bad field and sends nothing', () => {
    const t = start(null);
    t.submit();
    expect(t.snapshot().value).toBe('editing');
    // The messages themselves are the domain's (tests/core/domain/partnerApplication.test.ts).
    expect(Object.keys(t.snapshot().context.errors)).toEqual([
      'organisation',
      'inn',
      'contactName',
      'phone',
      'email',
      'cityId',
    ]);
    expect(t.snapshot().context.errors.cityId).toBe('Выберите город');
    expect(t.snapshot().context.focusRequests).toBe(1);
    expect(t.send.requests).toEqual([]);
  });

  it('checks the INN with its check digits, the phone, the e-mail and the website', () => {
    const t = start();
    t.type('inn', '12345');
    t.type('phone', '+7 999 123');
    t.type('email', 'anna@');
    t.type('website', 'не сайт');
    t.submit();
    expect(t.snapshot().context.errors).toMatchObject({
      inn: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
      phone: 'Введите номер телефона полностью: 11 цифр',
      email: 'Проверьте адрес электронной почты, например: name@example.ru',
      website: 'Проверьте адрес сайта, например: https://example.ru',
    });
  });

  it('after the first submit the messages follow the fields', () => {
    const t = start();
    t.submit();
    t.type('inn', '500100732258');
    expect(t.snapshot().context.errors.inn).toBe('ИНН введён с ошибкой: проверьте цифры');
    t.type('inn', INN);
    expect(t.snapshot().context.errors.inn).toBeUndefined();
    t.actor.send({ type: 'field.changed', field: 'cityId', value: null });
    expect(t.snapshot().context.errors.cityId).toBe('Выберите город');
  });

  it('each submit that finds problems asks for the focus again', () => {
    const t = start();
    t.submit();
    t.submit();
    expect(t.snapshot().context.focusRequests).toBe(2);
  });
});

describe('Partner application: sending', () => {
  it('sends the application as the server stores it, locks the form meanwhile and ends with the stored application', async () => {
    const t = start();
    t.fillRequired();
    t.actor.send({ type: 'field.changed', field: 'categoryId', value: 3 });
    t.type('website', 'sidorov-coffee.ru');
    t.type('comment', ' Кофейня у вокзала ');
    t.submit();
    expect(t.snapshot().hasTag('busy')).toBe(true);
    t.type('organisation', 'Другое');
    expect(t.snapshot().context.draft.organisation).toBe('  ИП Сидоров П. А. ');
    expect(t.upload.requests).toEqual([]);
    expect(t.send.requests).toEqual([
      {
        organisation: 'ИП Сидоров П. А.',
        inn: INN,
        contactName: 'Пётр Сидоров',
        phone: '79167654321',
        email: 'sidorov@example.ru',
        cityCodeId: 1,
        categoryId: 3,
        website: 'https://sidorov-coffee.ru',
        comment: 'Кофейня у вокзала',
        logoFileId: null,
      },
    ]);
    const answer = stored(t.send.requests[0]!);
    t.send.resolve(answer);
    await settle();
    expect(t.snapshot().status).toBe('done');
    expect(t.snapshot().output).toEqual(answer);
  });

  it('uploads the logo before the application is sent and sends its id', async () => {
    const t = start();
    const logo = picture();
    t.fillRequired();
    t.actor.send({ type: 'file.added', file: logo });
    t.submit();
    expect(t.upload.requests).toEqual([logo]);
    expect(t.send.requests).toEqual([]);
    t.upload.resolve({ id: 501 });
    await settle();
    expect(t.send.requests[0]?.logoFileId).toBe(501);
    expect(t.snapshot().hasTag('busy')).toBe(true);
  });

  it.each([
    [
      'not a PNG, JPEG or WebP picture',
      picture('logo.svg', 'image/svg+xml'),
      'Логотип должен быть картинкой PNG, JPEG или WebP',
    ],
    ['bigger than 2 MB', picture('logo.png', 'image/png', LOGO_MAX_BYTES + 1), 'Логотип должен быть не больше 2 МБ'],
  ])('refuses a logo that is %s and uploads nothing', (_name, logo, message) => {
    const t = start();
    t.fillRequired();
    t.actor.send({ type: 'file.added', file: logo });
    t.submit();
    expect(t.snapshot().context.errors).toEqual({ logo: message });
    expect(t.upload.requests).toEqual([]);
    expect(t.send.requests).toEqual([]);
  });

  it('a removed logo is neither checked nor sent', () => {
    const t = start();
    t.fillRequired();
    t.actor.send({ type: 'file.added', file: picture('logo.svg', 'image/svg+xml') });
    t.actor.send({ type: 'file.removed' });
    t.submit();
    expect(t.snapshot().context.logo).toBeNull();
    expect(t.upload.requests).toEqual([]);
    expect(t.send.requests[0]?.logoFileId).toBeNull();
  });
});

describe('Partner application: failures', () => {
  it.each([
    ['PAYLOAD_TOO_LARGE', 413, 'Логотип слишком большой: выберите файл до 2 МБ'],
    ['UNSUPPORTED_FILE_TYPE', 415, 'Логотип должен быть картинкой PNG, JPEG или WebP'],
    ['INTERNAL_ERROR', 500, 'Не удалось загрузить логотип. Попробуйте ещё раз.'],
  ] as const)(
    'a refused upload (%s, %i) keeps the form, says «%s» and sends no application',
    async (code, status, message) => {
      const t = start();
      t.fillRequired();
      t.actor.send({ type: 'file.added', file: picture() });
      t.submit();
      t.upload.reject(new ApiError(code, status));
      await settle();
      expect(t.snapshot().value).toBe('editing');
      expect(t.snapshot().context.failure).toBe(message);
      expect(t.send.requests).toEqual([]);
    },
  );

  it.each([
    ['VALIDATION_ERROR', 400, 'Сервер не принял заявку: проверьте поля и попробуйте ещё раз.'],
    ['UNAUTHORIZED', 401, 'Сессия истекла. Войдите снова, чтобы отправить заявку.'],
    ['NETWORK_ERROR', 0, 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.'],
    ['INTERNAL_ERROR', 500, 'Не удалось отправить заявку. Попробуйте ещё раз.'],
  ] as const)('a refused application (%s, %i) keeps what was typed and says «%s»', async (code, status, message) => {
    const t = start();
    t.fillRequired();
    t.submit();
    t.send.reject(new ApiError(code, status));
    await settle();
    expect(t.snapshot().value).toBe('editing');
    expect(t.snapshot().hasTag('busy')).toBe(false);
    expect(t.snapshot().context.failure).toBe(message);
    expect(t.snapshot().context.draft.organisation).toBe('  ИП Сидоров П. А. ');
  });

  it('sending again clears the message and does not upload the same logo twice', async () => {
    const t = start();
    await t.refusedAfterStoringLogo(501);
    t.submit();
    expect(t.snapshot().context.failure).toBeNull();
    expect(t.upload.requests).toHaveLength(1);
    expect(t.send.requests.map((request) => request.logoFileId)).toEqual([501, 501]);
  });

  it('a submit that finds problems withdraws the last failure', async () => {
    const t = start();
    t.fillRequired();
    t.submit();
    t.send.reject(new ApiError('NETWORK_ERROR', 0));
    await settle();
    t.type('email', '');
    t.submit();
    expect(t.snapshot().context.failure).toBeNull();
    expect(t.snapshot().context.errors).toEqual({ email: 'Укажите электронную почту' });
  });

  it('a logo chosen after a stored one is uploaded anew', async () => {
    const t = start();
    const second = picture('other.png');
    await t.refusedAfterStoringLogo(501);
    t.actor.send({ type: 'file.added', file: second });
    t.submit();
    expect(t.upload.requests.at(-1)).toBe(second);
    t.upload.resolve({ id: 502 });
    await settle();
    expect(t.send.requests.map((request) => request.logoFileId)).toEqual([501, 502]);
  });
});
