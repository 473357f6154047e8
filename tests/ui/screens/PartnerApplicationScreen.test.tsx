// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import type { ApiPort, ApplyingRequest, ApplyingRequestInput, FileUploads } from '../../../core/ports/index.ts';
import { renderApp, shopper, type RenderedApp } from '../renderApp.tsx';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([
    import('../../../ui/screens/BrandsScreen.tsx'),
    import('../../../ui/screens/PartnerApplicationScreen.tsx'),
  ]);
}, 60_000);

/** A valid INN of an organization (10 digits, check digit 3). */
const INN = '7707083893';

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The error a field is marked with (aria-invalid) and described by, as a screen reader reads it; null without one. */
function errorOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') {
    return null;
  }
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  return described.find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
}

function accepting(sent: ApplyingRequestInput[]): Partial<ApiPort> {
  return {
    createApplyingRequest: async (input): Promise<ApplyingRequest> => {
      sent.push(input);
      return { ...input, id: 17, blocked: false, applyingRequestStatusId: 1 };
    },
  };
}

/** Picture uploads that keep every file and answer `id`. */
function storing(uploaded: Blob[], id: number): FileUploads {
  return {
    upload: async (file) => {
      uploaded.push(file);
      return { id };
    },
  };
}

async function openForm(api: Partial<ApiPort>, uploads?: FileUploads): Promise<RenderedApp> {
  const app = await renderApp('/brands', {
    user: shopper(),
    categories: [{ id: 3, name: 'Кафе', iconFileId: null }],
    api,
    ...(uploads === undefined ? {} : { uploads }),
  });
  await act(() => app.router.navigate({ to: '/partner_application' }));
  await screen.findByRole('heading', { level: 1, name: 'Стать партнёром' });
  return app;
}

function fillRequired() {
  fireEvent.change(field('Название организации'), { target: { value: '  ООО «Ромашка» ' } });
  fireEvent.change(field('ИНН'), { target: { value: '7707 083 893' } });
  fireEvent.change(field('Контактное лицо'), { target: { value: 'Анна Петрова' } });
  fireEvent.input(field('Телефон'), { target: { value: '9991234567' } });
  fireEvent.change(field('Электронная почта'), { target: { value: 'anna@romashka.ru' } });
}

describe('/partner_application (portal §2, §7)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('a visitor is asked to log in first', async () => {
    const app = await renderApp('/partner_application');
    await waitFor(() => expect(app.href()).toBe('/partner_application?modal=authorization'));
    const prompt = screen.getByText('Чтобы отправить заявку, войдите в аккаунт.').parentElement!;
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).toBeNull();
    // Closed, the login form can be opened again from 'Войти' beside the words.
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Вход' }), { key: 'Escape' });
    await waitFor(() => expect(app.href()).toBe('/partner_application'));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.href()).toBe('/partner_application?modal=authorization'));
  });

  it('shows what is missing in Russian, next to each field, and sends nothing', async () => {
    const sent: ApplyingRequestInput[] = [];
    await openForm(accepting(sent));
    submit();
    await screen.findByText('Укажите название организации');
    expect(['Название организации', 'ИНН', 'Контактное лицо', 'Телефон', 'Электронная почта'].map(errorOf)).toEqual([
      'Укажите название организации',
      'Укажите ИНН',
      'Укажите контактное лицо',
      'Укажите телефон',
      'Укажите электронную почту',
    ]);
    // The error is tied to its field, and the first field with one takes the focus.
    const organisation = field('Название организации');
    expect(organisation.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(organisation.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Укажите название организации',
    );
    await waitFor(() => expect(document.activeElement).toBe(organisation));
    expect(sent).toEqual([]);
  });

  it('checks the INN, the phone, the e-mail and the website', async () => {
    await openForm({});
    fireEvent.change(field('ИНН'), { target: { value: '12345' } });
    fireEvent.input(field('Телефон'), { target: { value: '999123' } });
    fireEvent.change(field('Электронная почта'), { target: { value: 'anna@' } });
    fireEvent.change(field('Сайт (необязательно)'), { target: { value: 'не сайт' } });
    submit();
    await screen.findByText('ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)');
    expect(['ИНН', 'Телефон', 'Электронная почта', 'Сайт (необязательно)'].map(errorOf)).toEqual([
      'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
      'Введите номер телефона полностью: 11 цифр',
      'Проверьте адрес электронной почты, например: name@example.ru',
      'Проверьте адрес сайта, например: https://example.ru',
    ]);
    // After the first try the messages follow the fields.
    fireEvent.change(field('ИНН'), { target: { value: '7707083894' } });
    await waitFor(() => expect(errorOf('ИНН')).toBe('ИНН введён с ошибкой: проверьте цифры'));
    fireEvent.change(field('ИНН'), { target: { value: INN } });
    await waitFor(() => expect(screen.queryByText(/ИНН введён с ошибкой/)).toBeNull());
  });

  it('sends the application and shows the success screen', async () => {
    const sent: ApplyingRequestInput[] = [];
    await openForm(accepting(sent));
    fillRequired();
    fireEvent.change(field('Сайт (необязательно)'), { target: { value: 'romashka.ru' } });
    fireEvent.change(field('Комментарий (необязательно)'), { target: { value: 'Две кофейни в центре' } });
    submit();
    // The success title takes the focus, and the words say which application and where the answer comes.
    const sentHeading = await screen.findByRole('heading', { level: 1, name: 'Заявка отправлена' });
    await waitFor(() => expect(document.activeElement).toBe(sentHeading));
    expect(screen.getByText(/Заявка №17/).textContent).toBe(
      'Заявка №17 от «ООО „Ромашка“» принята. Мы свяжемся с вами по телефону +7 999 123-45-67 или по почте anna@romashka.ru.',
    );
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).toBeNull();
    expect(sent).toEqual([
      {
        organisation: 'ООО «Ромашка»',
        inn: INN,
        contactName: 'Анна Петрова',
        phone: '79991234567',
        email: 'anna@romashka.ru',
        cityCodeId: 1,
        categoryId: null,
        website: 'https://romashka.ru',
        comment: 'Две кофейни в центре',
        logoFileId: null,
      },
    ]);
  });

  it('uploads the chosen logo first and sends its id with the application', async () => {
    const sent: ApplyingRequestInput[] = [];
    const uploaded: Blob[] = [];
    await openForm(accepting(sent), storing(uploaded, 501));
    fillRequired();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(field('Логотип (необязательно)'), { target: { files: [logo] } });
    // The chosen file shows by name, with a way to remove it.
    expect(
      within(screen.getByText('logo.png').parentElement!).getByRole<HTMLButtonElement>('button', { name: 'Убрать' })
        .disabled,
    ).toBe(false);
    submit();
    await screen.findByRole('heading', { name: 'Заявка отправлена' });
    expect(uploaded).toEqual([logo]);
    expect(sent[0]?.logoFileId).toBe(501);
  });

  it('offers no logo field when the portal has no picture uploads', async () => {
    await openForm({});
    expect(screen.queryByLabelText('Логотип (необязательно)')).toBeNull();
  });

  it('a removed logo is not uploaded', async () => {
    const sent: ApplyingRequestInput[] = [];
    const uploaded: Blob[] = [];
    await openForm(accepting(sent), storing(uploaded, 501));
    fillRequired();
    fireEvent.change(field('Логотип (необязательно)'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать' }));
    expect(screen.queryByText('logo.png')).toBeNull();
    submit();
    await screen.findByRole('heading', { name: 'Заявка отправлена' });
    expect(uploaded).toEqual([]);
    expect(sent[0]?.logoFileId).toBeNull();
  });

  it('refuses a logo that is not a PNG, JPEG or WebP picture', async () => {
    await openForm({}, { upload: async () => ({ id: 1 }) });
    fillRequired();
    fireEvent.change(field('Логотип (необязательно)'), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    submit();
    await waitFor(() =>
      expect(errorOf('Логотип (необязательно)')).toBe('Логотип должен быть картинкой PNG, JPEG или WebP'),
    );
  });

  it('keeps the form and says what happened when the server refuses', async () => {
    await openForm({
      createApplyingRequest: async () => {
        throw new ApiError('VALIDATION_ERROR', 400);
      },
    });
    fillRequired();
    submit();
    const alert = await screen.findByText('Сервер не принял заявку: проверьте поля и попробуйте ещё раз.');
    expect(alert.getAttribute('role')).toBe('alert');
    // The form stays, ready to be sent again.
    expect(
      within(screen.getByRole('main')).getByRole<HTMLButtonElement>('button', { name: 'Отправить заявку' }).disabled,
    ).toBe(false);
    expect(field('Название организации').value).toBe('  ООО «Ромашка» ');
  });
});
