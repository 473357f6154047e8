// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import DatePicker from '../../../ui/components/DatePicker.tsx';

afterEach(cleanup);

// The calendar is a lazy module: its first import (react-day-picker, date-fns) can take over a second on two busy
// cores, so findBy* waits up to 5 s as in renderApp.tsx.
configure({ asyncUtilTimeout: 5000 });

// 15 January 2025, noon: "today" for every test.
const NOW = new Date(2025, 0, 15, 12).getTime();

/** Keys that reach the element around the picker (the auth modal listens there for Escape). */
const outerKeys = vi.fn();

function Harness({
  initial = '',
  onChange = () => {},
  error = null,
}: {
  initial?: string;
  onChange?: (iso: string) => void;
  error?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div onKeyDown={outerKeys}>
      <DatePicker
        label="Дата рождения"
        value={value}
        error={error}
        nowMs={NOW}
        onChange={(iso) => {
          onChange(iso);
          setValue(iso);
        }}
      />
    </div>
  );
}

function input() {
  return screen.getByLabelText<HTMLInputElement>('Дата рождения');
}

/** Opens the calendar; react-day-picker arrives with it (a lazy module). */
async function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
  return screen.findByRole('dialog', { name: 'Выбор даты' });
}

function heading(calendar: HTMLElement) {
  return within(calendar).getByRole('button', { name: /, выбрать год|, вернуться к месяцу/ }).firstChild?.textContent;
}

function focused() {
  return document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
}

function key(name: string, shiftKey = false) {
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: name, shiftKey });
}

async function type(text: string) {
  await act(async () => {
    fireEvent.input(input(), { target: { value: text } });
  });
}

describe('Date picker: one month, the week from Monday, Russian names (portal §1, §9)', () => {
  it('heads the month with its Russian name and the columns with the weekdays from Monday', async () => {
    render(<Harness initial="2024-01-15" />);
    const calendar = await openCalendar();
    expect(heading(calendar)).toBe('Январь 2024');
    // react-day-picker hides the column heads from screen readers: each day's own name says its weekday.
    const heads = within(calendar).getAllByRole('columnheader', { hidden: true });
    expect(heads.map((head) => head.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(heads[0]?.getAttribute('aria-label')).toBe('понедельник');
    expect(heads[6]?.getAttribute('aria-label')).toBe('воскресенье');
    expect(within(calendar).getAllByRole('grid')).toHaveLength(1);
  });

  it('puts each day under its weekday: 1 September 2024 (a Sunday) in the last column', async () => {
    render(<Harness initial="2024-09-10" />);
    const calendar = await openCalendar();
    const firstWeek = within(calendar).getAllByRole('row')[0] as HTMLElement;
    const days = within(firstWeek).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['1']);
    expect(firstWeek.children[6]?.textContent).toBe('1');
    expect(firstWeek.children[0]?.textContent).toBe('');
  });

  it('names every day in full for screen readers, marks today and the chosen day, and focuses the chosen day', async () => {
    render(<Harness initial="2025-01-20" />);
    const calendar = await openCalendar();
    const today = within(calendar).getByRole('button', { name: 'Сегодня, среда, 15 января 2025 г.' });
    const chosen = within(calendar).getByRole('button', { name: 'понедельник, 20 января 2025 г., выбрано' });
    expect(chosen.closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(today.closest('td')?.hasAttribute('aria-selected')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(chosen));
  });

  it('opens on today when no date is chosen', async () => {
    render(<Harness />);
    const calendar = await openCalendar();
    expect(heading(calendar)).toBe('Январь 2025');
    await waitFor(() => expect(focused()).toBe('Сегодня, среда, 15 января 2025 г.'));
  });
});

describe('Date picker: keyboard', () => {
  it('moves by day and week with the arrows, by month with PageUp/PageDown (Shift: by year), to the week ends with Home/End', async () => {
    render(<Harness initial="2024-01-15" />);
    const calendar = await openCalendar();
    await waitFor(() => expect(focused()).toBe('понедельник, 15 января 2024 г., выбрано'));
    key('ArrowRight');
    expect(focused()).toBe('вторник, 16 января 2024 г.');
    key('ArrowDown');
    expect(focused()).toBe('вторник, 23 января 2024 г.');
    key('ArrowLeft');
    key('ArrowUp');
    expect(focused()).toBe('понедельник, 15 января 2024 г., выбрано');
    key('PageDown');
    expect(heading(calendar)).toBe('Февраль 2024');
    expect(focused()).toBe('четверг, 15 февраля 2024 г.');
    key('End');
    expect(focused()).toBe('воскресенье, 18 февраля 2024 г.');
    key('Home');
    expect(focused()).toBe('понедельник, 12 февраля 2024 г.');
    key('PageUp', true);
    expect(focused()).toBe('воскресенье, 12 февраля 2023 г.');
  });

  it("picks the focused day (Enter and Space press the day's button), closes and gives the focus back to the calendar button", async () => {
    const onChange = vi.fn();
    render(<Harness initial="2024-01-15" onChange={onChange} />);
    await openCalendar();
    await waitFor(() => expect(focused()).toBe('понедельник, 15 января 2024 г., выбрано'));
    key('ArrowRight');
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('2024-01-16');
    expect(input().value).toBe('16.01.2024');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть календарь' }));
  });

  it('closes on Escape without choosing, and the Escape does not reach the dialog around it', async () => {
    outerKeys.mockClear();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar();
    await waitFor(() => expect(focused()).toBe('Сегодня, среда, 15 января 2025 г.'));
    key('ArrowRight');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(outerKeys.mock.calls.some(([event]) => event.key === 'Escape')).toBe(false);
  });

  it('chooses a year from the year list by keyboard and comes back to that month of the year', async () => {
    render(<Harness initial="2024-01-15" />);
    const calendar = await openCalendar();
    fireEvent.click(within(calendar).getByRole('button', { name: /, выбрать год/ }));
    expect(focused()).toBe('2024');
    key('ArrowUp');
    expect(focused()).toBe('2020');
    key('ArrowLeft');
    expect(focused()).toBe('2019');
    expect(heading(calendar)).toBe('2008–2019');
    key('Enter');
    expect(heading(calendar)).toBe('Январь 2019');
    await waitFor(() => expect(focused()).toBe('вторник, 1 января 2019 г.'));
  });
});

describe('Date picker: years 1900 to 3000, 12 a page (portal §5, §9)', () => {
  it('lists 12 years a page, pages counted from 1900', async () => {
    render(<Harness initial="2024-06-01" />);
    const calendar = await openCalendar();
    fireEvent.click(within(calendar).getByRole('button', { name: /, выбрать год/ }));
    const years = within(calendar).getByRole('listbox', { name: 'Годы 2020–2031' });
    expect(
      within(years)
        .getAllByRole('option')
        .map((year) => year.textContent),
    ).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030', '2031']);
    fireEvent.click(within(calendar).getByRole('button', { name: 'Следующие 12 лет' }));
    const next = within(calendar).getByRole('listbox', { name: 'Годы 2032–2043' });
    expect(
      within(next)
        .getAllByRole('option')
        .map((year) => year.textContent),
    ).toEqual(['2032', '2033', '2034', '2035', '2036', '2037', '2038', '2039', '2040', '2041', '2042', '2043']);
    expect(heading(calendar)).toBe('2032–2043');
  });

  it('starts at 1900: no earlier page, no earlier month, and the keys stop at 1 January 1900', async () => {
    render(<Harness initial="1900-01-03" />);
    const calendar = await openCalendar();
    expect(
      within(calendar).getByRole('button', { name: 'Перейти к предыдущему месяцу' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await waitFor(() => expect(focused()).toBe('среда, 3 января 1900 г., выбрано'));
    key('ArrowUp');
    expect(focused()).toBe('понедельник, 1 января 1900 г.');
    key('PageUp');
    expect(heading(calendar)).toBe('Январь 1900');
    fireEvent.click(within(calendar).getByRole('button', { name: /, выбрать год/ }));
    expect(heading(calendar)).toBe('1900–1911');
    expect((within(calendar).getByRole('button', { name: 'Предыдущие 12 лет' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('ends at 3000: the last page holds 2992–3000, and no later month', async () => {
    render(<Harness initial="3000-12-30" />);
    const calendar = await openCalendar();
    expect(
      within(calendar).getByRole('button', { name: 'Перейти к следующему месяцу' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await waitFor(() => expect(focused()).toBe('вторник, 30 декабря 3000 г., выбрано'));
    key('ArrowDown');
    expect(focused()).toBe('среда, 31 декабря 3000 г.');
    fireEvent.click(within(calendar).getByRole('button', { name: /, выбрать год/ }));
    const years = within(calendar).getByRole('listbox', { name: 'Годы 2992–3000' });
    expect(within(years).getAllByRole('option')).toHaveLength(9);
    expect((within(calendar).getByRole('button', { name: 'Следующие 12 лет' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('Date picker: typing ДД.ММ.ГГГГ', () => {
  it('reports a whole real date as YYYY-MM-DD and opens the calendar on it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await type('15031990');
    expect(input().value).toBe('15.03.1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
    const calendar = await openCalendar();
    expect(heading(calendar)).toBe('Март 1990');
  });

  it("reports '' and says why for a day that does not exist or a year outside 1900–3000 (the core's birth date rule)", async () => {
    const onChange = vi.fn();
    render(<Harness initial="2000-02-01" onChange={onChange} />);
    await type('31.02.2000');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('alert').textContent).toBe('Такой даты нет в календаре');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await type('01.01.1899');
    expect(screen.getByRole('alert').textContent).toBe('Год должен быть от 1900 до 3000');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await type('31.12.3000');
    expect(onChange).toHaveBeenLastCalledWith('3000-12-31');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the whole date when the field is left half typed', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2000-02-01" onChange={onChange} />);
    await type('01.0');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('Введите дату полностью: ДД.ММ.ГГГГ');
  });

  it('shows a date set from outside, and links an error from outside (the age check) to the field', () => {
    render(<Harness initial="2015-01-01" error="Ваш возраст должен быть более 14 лет" />);
    expect(input().value).toBe('01.01.2015');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const described = (input().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Ваш возраст должен быть более 14 лет');
  });
});
