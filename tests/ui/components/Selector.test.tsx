// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Selector, SELECTOR_LIST_MAX_HEIGHT, type SelectorItem } from '../../../ui/components/Selector.tsx';

const CITIES: SelectorItem[] = [
  { id: 1, option: 'Москва' },
  { id: 2, option: 'Казань' },
  { id: 3, option: 'Нижний Новгород', disabled: true },
  { id: 4, option: 'Новосибирск' },
];

function Harness({
  onChange = () => {},
  ...props
}: {
  onChange?: (id: number | null) => void;
  searchable?: boolean;
  clearable?: boolean;
  initial?: number | null;
  maxHeight?: number;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <Selector
      label="Город"
      items={CITIES}
      value={value}
      searchable={props.searchable}
      clearable={props.clearable}
      maxHeight={props.maxHeight}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    />
  );
}

function control() {
  return screen.getByRole<HTMLInputElement>('combobox', { name: 'Город' });
}

function open() {
  fireEvent.click(control());
  return screen.getByRole('listbox', { name: 'Город' });
}

function optionNames(listbox: HTMLElement) {
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Dropdown selector (portal §2, §3 «Dropdown item»)', () => {
  it('is one combobox, the field itself, named by its label, whether the list is closed or open', () => {
    const { container } = render(<Harness initial={2} />);
    expect(container.querySelectorAll('[role="combobox"]')).toHaveLength(1);
    expect(control().value).toBe('Казань');
    open();
    expect(container.querySelectorAll('[role="combobox"]')).toHaveLength(1);
    expect(control().getAttribute('aria-expanded')).toBe('true');
    expect(control().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('lists the items and marks the chosen one with a check mark', () => {
    render(<Harness initial={2} />);
    const listbox = open();
    expect(optionNames(listbox)).toEqual(['Москва', 'Казань✓', 'Нижний Новгород', 'Новосибирск']);
    expect(within(listbox).getByRole('option', { name: 'Москва' }).textContent).not.toContain('✓');
    // The list opens on the chosen item.
    expect(document.getElementById(control().getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Казань✓');
  });

  it('chooses an item by click and closes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(within(open()).getByRole('option', { name: 'Новосибирск' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(control().value).toBe('Новосибирск');
  });

  it('does not choose a disabled item, by click or by keyboard', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={2} />);
    const listbox = open();
    const disabled = within(listbox).getByRole('option', { name: 'Нижний Новгород' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    // From Казань one step down skips the disabled item and lands on Новосибирск.
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
    fireEvent.keyDown(control(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('is keyboard operable: arrows, Home/End and Enter, with the active option announced', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    const active = () => document.getElementById(control().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Москва');
    fireEvent.keyDown(control(), { key: 'End' });
    expect(active()).toBe('Новосибирск');
    fireEvent.keyDown(control(), { key: 'Home' });
    expect(active()).toBe('Москва');
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
    fireEvent.keyDown(control(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(2);
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("closes on Escape without choosing and keeps that Escape from the dialog around it; closed, the Escape is the dialog's", () => {
    const onChange = vi.fn();
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => outer(event.key, event.defaultPrevented)}>
        <Harness onChange={onChange} initial={1} />
      </div>,
    );
    open();
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
    fireEvent.keyDown(control(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(outer.mock.calls.filter(([key]) => key === 'Escape')).toEqual([]);
    // Closed, the Escape goes on unprevented (a close request for a modal dialog) and the choice stays.
    fireEvent.keyDown(control(), { key: 'Escape' });
    expect(outer).toHaveBeenLastCalledWith('Escape', false);
    expect(onChange).not.toHaveBeenCalled();
    expect(control().value).toBe('Москва');
  });

  it("filters by what is typed in the field ('Поиск...' while open): trimmed at the start, case-insensitive substring", () => {
    render(<Harness searchable initial={1} />);
    const listbox = open();
    expect(control().value).toBe('');
    expect(control().placeholder).toBe('Поиск...');
    fireEvent.change(control(), { target: { value: '  НОВ' } });
    expect(optionNames(listbox)).toEqual(['Нижний Новгород', 'Новосибирск']);
    fireEvent.change(control(), { target: { value: 'ква' } });
    expect(optionNames(listbox)).toEqual(['Москва✓']);
    // Only the start is trimmed: a trailing space still narrows.
    fireEvent.change(control(), { target: { value: 'москва ' } });
    expect(optionNames(listbox)).toEqual([]);
    // The empty result is announced as the list's status.
    expect(screen.getByRole('status').textContent).toBe('Ничего не найдено');
    // Closing shows the choice again, not the search.
    fireEvent.keyDown(control(), { key: 'Escape' });
    expect(control().value).toBe('Москва');
  });

  it('picks the first choosable match with Enter from the search', () => {
    const onChange = vi.fn();
    render(<Harness searchable onChange={onChange} />);
    open();
    fireEvent.change(control(), { target: { value: 'нов' } });
    // Нижний Новгород is disabled, so the first choosable match is active.
    fireEvent.keyDown(control(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('takes no typing without the search (a select-only combobox)', () => {
    render(<Harness initial={1} />);
    expect(control().readOnly).toBe(true);
    open();
    expect(control().value).toBe('Москва');
  });

  it('leaving the field with Tab closes the list without choosing the active item', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={1} />);
    open();
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
    fireEvent.blur(control(), { relatedTarget: document.body });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(control().value).toBe('Москва');
  });

  it('clears the choice with the clear button', () => {
    const onChange = vi.fn();
    render(<Harness clearable initial={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить: Город' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(control().value).toBe('');
    expect(control().placeholder).toBe('Не выбрано');
    expect(screen.queryByRole('button', { name: 'Очистить: Город' })).toBeNull();
  });

  it('caps the list at 300 px by default, or at the height it is given', () => {
    render(<Harness />);
    expect(SELECTOR_LIST_MAX_HEIGHT).toBe(300);
    expect(open().style.maxHeight).toBe('300px');
    cleanup();
    render(<Harness maxHeight={120} />);
    expect(open().style.maxHeight).toBe('120px');
  });

  it('opens upwards when the list would run off the bottom of the screen, downwards otherwise', async () => {
    let controlTop = 700;
    const popupHeight = 310;
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('selector__control')) {
        return DOMRect.fromRect({ x: 0, y: controlTop, width: 300, height: 44 });
      }
      if (this.classList.contains('selector__popup')) {
        return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: popupHeight });
      }
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('selector__popup') ? popupHeight : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('selector__popup') ? 300 : 0;
    });
    render(<Harness />);
    const popup = () => screen.getByRole('listbox').parentElement;
    open();
    await waitFor(() => expect(popup()?.dataset.placement).toBe('up'));
    fireEvent.keyDown(control(), { key: 'Escape' });
    controlTop = 100;
    open();
    await waitFor(() => expect(popup()?.dataset.placement).toBe('down'));
  });

  it('closes when something outside is pressed', () => {
    render(
      <>
        <Harness />
        <button type="button">Снаружи</button>
      </>,
    );
    open();
    const outside = screen.getByRole('button', { name: 'Снаружи' });
    // As a browser does it: the press takes the focus to what was pressed.
    fireEvent.mouseDown(outside);
    act(() => outside.focus());
    fireEvent.mouseUp(outside);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
