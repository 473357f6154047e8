// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import DatePicker from '../../../ui/components/DatePicker.tsx';
import { Modal } from '../../../ui/components/Modal.tsx';
import { Selector } from '../../../ui/components/Selector.tsx';
import { renderApp } from '../renderApp.tsx';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

function Picker() {
  const [value, setValue] = useState('2000-02-01');
  return <DatePicker label="Дата рождения" value={value} onChange={setValue} nowMs={Date.UTC(2025, 0, 15)} />;
}

function CitySelector() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <Selector
      label="Город"
      items={[
        { id: 1, option: 'Москва' },
        { id: 2, option: 'Казань' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('The auth modal with the date picker and the selector inside (portal §2 «Modal»)', () => {
  it('Escape in the calendar closes the calendar only; the next Escape closes the modal', async () => {
    const app = await renderApp('/reset-password?modal=registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Открыть календарь' }));
    const calendar = await within(dialog).findByRole('dialog', { name: 'Выбор даты' });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Escape' });
    expect(within(dialog).queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBe(dialog);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(app.href()).toBe('/reset-password'));
  });

  it('Escape while the calendar is open but the focus is still on its button closes the calendar only', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Регистрация" onClose={onClose}>
        <Picker />
      </Modal>,
    );
    const toggle = screen.getByRole('button', { name: 'Открыть календарь' });
    fireEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Выбор даты' });
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moving the focus elsewhere in the dialog closes the calendar (the browser keeps Tab inside the modal dialog)', async () => {
    render(
      <Modal title="Регистрация" onClose={() => {}}>
        <Picker />
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(await screen.findByRole('dialog', { name: 'Выбор даты' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Закрыть' }).focus());
    expect(screen.queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeTruthy();
  });

  it('Escape in an open selector closes the list only', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Город" onClose={onClose}>
        <CitySelector />
      </Modal>,
    );
    const control = screen.getByRole('combobox', { name: 'Город' });
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(control.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.keyDown(control, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(control, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
