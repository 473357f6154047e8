// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SELECTOR_FOCUS_DELAY_MS } from '../../../ui/components/selectorTiming.ts';
import { Selector, SELECTOR_LIST_MAX_HEIGHT, type SelectorItem } from '../../../ui/components/Selector.tsx';

const CITIES: SelectorItem[] = [
  { id: 1, option: 'Москва' },
  { id: 2, option: 'Казань' },
  { id: 3, option: 'Нижний Новгород', disabled: true },
  { id: 4, option: 'Новосибирск' },
];

function Harness({ onChange = () => {}, ...props }: { onChange?: (id: number | null) => void; searchable?: boolean; clearable?: boolean; initial?: number | null; maxHeight?: number }) {
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
  return screen.getByRole('combobox', { name: 'Город' });
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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Dropdown selector (portal §2, §3 «Dropdown item»)', () => {
  beforeEach(() => {
    window.innerHeight = 800;
  });

  it('lists the items and marks the chosen one with a check mark', () => {
    render(<Harness initial={2} />);
    expect(control().textContent).toContain('Казань');
    const listbox = open();
    expect(optionNames(listbox)).toEqual(['Москва', 'Казань✓', 'Нижний Новгород', 'Новосибирск']);
    const chosen = within(listbox).getByRole('option', { name: /Казань/ });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(chosen.textContent).toContain('✓');
    expect(within(listbox).getByRole('option', { name: 'Москва' }).textContent).not.toContain('✓');
  });

  it('chooses an item by click and closes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(within(open()).getByRole('option', { name: 'Новосибирск' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(control().textContent).toContain('Новосибирск');
  });

  it('does not choose a disabled item, by click or by keyboard', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const listbox = open();
    const disabled = within(listbox).getByRole('option', { name: 'Нижний Новгород' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    // From Казань one step down skips the disabled item and lands on Новосибирск.
    fireEvent.keyDown(control(), { key: 'ArrowDown' });
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
    expect(listbox.isConnected).toBe(false);
  });

  it('closes on Escape without choosing, gives the focus back, and keeps the Escape from the dialog around it', () => {
    const onChange = vi.fn();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <Harness onChange={onChange} />
      </div>,
    );
    open();
    fireEvent.keyDown(control(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(control());
    expect(outer).not.toHaveBeenCalled();
    // Closed, the Escape is the dialog's again.
    fireEvent.keyDown(control(), { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it("filters by the 'Поиск...' box: trimmed at the start, case-insensitive substring", () => {
    render(<Harness searchable />);
    const listbox = open();
    const search = screen.getByPlaceholderText('Поиск...');
    fireEvent.change(search, { target: { value: '  НОВ' } });
    expect(optionNames(listbox)).toEqual(['Нижний Новгород', 'Новосибирск']);
    fireEvent.change(search, { target: { value: 'ква' } });
    expect(optionNames(listbox)).toEqual(['Москва']);
    // Only the start is trimmed: a trailing space still narrows.
    fireEvent.change(search, { target: { value: 'москва ' } });
    expect(optionNames(listbox)).toEqual([]);
    // The empty result is announced as the list's status.
    expect(screen.getByRole('status').textContent).toBe('Ничего не найдено');
  });

  it('picks the first match with Enter from the search box', () => {
    const onChange = vi.fn();
    render(<Harness searchable onChange={onChange} />);
    open();
    const search = screen.getByPlaceholderText('Поиск...');
    fireEvent.change(search, { target: { value: 'нов' } });
    // Нижний Новгород is disabled, so the first choosable match is active.
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('focuses its search box 250 ms after opening, not before', () => {
    vi.useFakeTimers();
    render(<Harness searchable />);
    open();
    const search = screen.getByPlaceholderText('Поиск...');
    act(() => {
      vi.advanceTimersByTime(SELECTOR_FOCUS_DELAY_MS - 1);
    });
    expect(document.activeElement).not.toBe(search);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(search);
  });

  it('clears the choice with the clear button', () => {
    const onChange = vi.fn();
    render(<Harness clearable initial={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить: Город' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(control().textContent).toContain('Не выбрано');
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

  it('opens upwards when the list would run off the bottom of the screen, downwards otherwise', () => {
    let controlTop = 700;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('selector__trigger')) {
        return DOMRect.fromRect({ x: 0, y: controlTop, width: 300, height: 44 });
      }
      if (this.classList.contains('selector__popup')) {
        return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 310 });
      }
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    render(<Harness />);
    const popup = () => screen.getByRole('listbox').parentElement;
    open();
    expect(popup()?.dataset.placement).toBe('up');
    expect(popup()?.classList.contains('selector__popup--up')).toBe(true);
    fireEvent.keyDown(control(), { key: 'Escape' });
    controlTop = 100;
    open();
    expect(popup()?.dataset.placement).toBe('down');
  });

  it('closes when something outside is pressed', () => {
    render(
      <>
        <Harness />
        <button type="button">Снаружи</button>
      </>,
    );
    open();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Снаружи' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
