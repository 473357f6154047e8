// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import { PROFILE_MESSAGES } from '../../../core/domain/tenantProfileSchema.ts';
import type { TenantProfile, TenantProfileEdit } from '../../../core/model/index.ts';
import { storedProfile } from '../../core/domain/profileExamples.ts';
import { renderApp, shopper } from '../renderApp.tsx';

afterEach(cleanup);

function profile(extra: Partial<TenantProfile> = {}): TenantProfile {
  return storedProfile({ nickname: 'anna_demo', lastName: 'Иванова', email: 'anna@example.ru', ...extra });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function type(label: string, value: string): void {
  fireEvent.input(field(label), { target: { value } });
}

async function openProfile(update: (id: number, body: TenantProfileEdit) => Promise<TenantProfile>) {
  const getTenantProfile = vi.fn(async () => profile());
  const updateTenantProfile = vi.fn(update);
  const app = await renderApp('/profile', { user: shopper(), api: { getTenantProfile, updateTenantProfile } });
  await screen.findByRole('button', { name: 'Сохранить' });
  return { app, getTenantProfile, updateTenantProfile };
}

describe('/profile: «Выйти» and «Выйти на всех устройствах» (issue 30 §3)', () => {
  it.each([
    ['Выйти', 'session'],
    ['Выйти на всех устройствах', 'all'],
  ] as const)('«%s» ends the session on the server (scope %s), clears the browser and reloads', async (name, scope) => {
    const logout = vi.fn(async () => undefined);
    const app = await renderApp('/profile', {
      user: shopper(),
      api: { getTenantProfile: async () => profile(), logout },
    });
    const refreshToken = app.services.tokens.read()!.refreshToken;
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Профиль' })).getByRole('button', { name }));
    expect(app.services.tokens.read()).toBeNull();
    await waitFor(() => expect(app.navigator.reloads).toBe(1));
    expect(logout).toHaveBeenCalledWith({ refreshToken, scope });
  });
});

describe('/profile: the shopper’s own profile (issue 19)', () => {
  it('signed out, offers sign-in instead of a dead end', async () => {
    const app = await renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.href()).toContain('modal=authorization'));
  });

  it('reads the profile into its fields: names, e-mail, Telegram with its prefix, the phone as the login', async () => {
    const { getTenantProfile } = await openProfile(async (_id, body) => ({ ...profile(), ...body }));
    expect(getTenantProfile).toHaveBeenCalledWith(10);
    expect(field('Имя').value).toBe('Анна');
    expect(field('Фамилия').value).toBe('Иванова');
    expect(field('Никнейм').value).toBe('anna_demo');
    expect(field('Электронная почта').value).toBe('anna@example.ru');
    expect(field('Telegram').value).toBe('https://t.me/anna_demo');
    expect((screen.getByRole('radio', { name: 'Женский' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Телефон \+7 999 123-45-67 — ваш логин/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Избранное' }).getAttribute('href')).toBe('/favourites');
    expect(
      within(screen.getByRole('navigation', { name: 'Профиль' })).getByRole('button', { name: 'Выйти' }),
    ).toBeDefined();
  });

  it('saves only the edits (another writer’s fields stay as the server has them) and says so', async () => {
    const { updateTenantProfile } = await openProfile(async (_id, body) => ({
      ...profile(),
      ...body,
      telegram: 'https://t.me/maria_k',
    }));
    type('Имя', 'Мария');
    type('Telegram', '@maria_k');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const saved = await screen.findByText('Профиль сохранён');
    expect(saved.getAttribute('role')).toBe('status');
    expect(updateTenantProfile).toHaveBeenCalledTimes(1);
    expect(updateTenantProfile.mock.calls[0]![0]).toBe(10);
    expect(updateTenantProfile.mock.calls[0]![1]).toEqual({ firstName: 'Мария', telegram: 'https://t.me/maria_k' });
    expect(field('Имя').value).toBe('Мария');
  });

  it('refuses what the shared schema refuses, under the field, without calling the server', async () => {
    const { updateTenantProfile } = await openProfile(async (_id, body) => ({ ...profile(), ...body }));
    type('Электронная почта', 'anna@');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const email = field('Электронная почта');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(PROFILE_MESSAGES.email);
    expect(updateTenantProfile).not.toHaveBeenCalled();
  });

  it('a server refusal shows the field’s message in Russian and keeps what was typed', async () => {
    await openProfile(async () => {
      throw new ApiError('VALIDATION_ERROR', 400, {
        details: [{ path: 'address', message: PROFILE_MESSAGES.tooLong(500) }],
      });
    });
    type('Имя', 'Мария');
    type('Адрес', 'ул. Ленина, 1');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PROFILE_MESSAGES.tooLong(500))).toBeDefined();
    expect(field('Адрес').getAttribute('aria-invalid')).toBe('true');
    expect(field('Имя').value).toBe('Мария');
    expect(field('Адрес').value).toBe('ул. Ленина, 1');
  });

  it('a failed save without a field to blame says so and keeps the form', async () => {
    await openProfile(async () => {
      throw new ApiError('NETWORK_ERROR', 0);
    });
    type('Фамилия', 'Петрова');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Не удалось сохранить профиль/);
    expect(field('Фамилия').value).toBe('Петрова');
  });

  it('is where «Житель» in the profile menu leads when no cabinet is configured', async () => {
    const app = await renderApp('/brands', { user: shopper(), api: { getTenantProfile: async () => profile() } });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '+7 999 123-45-67' }));
    fireEvent.click(screen.getByRole('link', { name: 'Житель' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile'));
    expect((await screen.findByLabelText('Имя')) as HTMLInputElement).toHaveProperty('value', 'Анна');
  });
});
