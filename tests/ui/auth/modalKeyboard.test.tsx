// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  return <Selector label="Город" items={[{ id: 1, option: 'Москва' }, { id: 2, option: 'Казань' }]} value={value} onChange={setValue} />;
}

describe('The auth modal with the date picker and the selector inside (portal §2 «Modal»)', () => {
  it('Escape in the calendar closes the calendar only; the next Escape closes the modal', async () => {
    const app = await renderApp('/reset-password?modal=registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Открыть календарь' }));
    const calendar = within(dialog).getByRole('dialog', { name: 'Выбор даты' });
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Escape' });
    expect(within(dialog).queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBe(dialog);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(app.href()).toBe('/reset-password'));
  });

  it('keeps Tab inside the dialog with the calendar open: the focused day is the one stop of the month, and leaving closes the calendar', () => {
    render(
      <Modal title="Регистрация" onClose={() => {}}>
        <Picker />
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const day = document.activeElement as HTMLElement;
    expect(day.getAttribute('aria-label')).toBe('вторник, 1 февраля 2000 г.');
    const close = screen.getByRole('button', { name: 'Закрыть' });
    // The focused day is the dialog's last stop, so Tab wraps from it to the first.
    fireEvent.keyDown(day, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    expect(screen.queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть календарь' }));
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
