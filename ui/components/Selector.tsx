import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SELECTOR_FOCUS_DELAY_MS } from './selectorTiming.ts';
import { matchesSearch } from '../../core/domain/showcase/filter.ts';
import { useDismiss } from './useDismiss.ts';
import './Selector.css';

/** One entry of the list (portal §3 «Dropdown item»): id, the label shown, and whether it can be chosen. */
export interface SelectorItem<Id extends string | number = number> {
  id: Id;
  option: string;
  disabled?: boolean;
}

export interface SelectorProps<Id extends string | number> {
  label: string;
  items: readonly SelectorItem<Id>[];
  /** The chosen item's id; null when nothing is chosen. */
  value: Id | null;
  /** Called with the chosen id, or null when the clear button empties the choice. */
  onChange: (id: Id | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Shows the 'Поиск...' box above the list. */
  searchable?: boolean;
  /** Shows the clear button while something is chosen. */
  clearable?: boolean;
  /** The list's maximum height in px (portal §9: 300 by default). */
  maxHeight?: number;
  disabled?: boolean;
  error?: string | null;
}

/** Portal §9: the selector list is at most this tall unless told otherwise. */
export const SELECTOR_LIST_MAX_HEIGHT = 300;
/** Portal §2: the search box's placeholder. */
export const SELECTOR_SEARCH_PLACEHOLDER = 'Поиск...';

/** True when a popup of `popupHeight` does not fit under the control but fits (or fits better) above it. */
export function opensUpward(control: { top: number; bottom: number }, popupHeight: number, viewportHeight: number): boolean {
  const below = viewportHeight - control.bottom;
  return popupHeight > below && control.top > below;
}

/** The next choosable index from `from` going `step` (±1), or `from` when there is none. */
function nextEnabled<Id extends string | number>(list: readonly SelectorItem<Id>[], from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < list.length; index += step) {
    if (list[index]?.disabled !== true) {
      return index;
    }
  }
  return from;
}

function firstEnabled<Id extends string | number>(list: readonly SelectorItem<Id>[]): number {
  return list.findIndex((item) => item.disabled !== true);
}

function lastEnabled<Id extends string | number>(list: readonly SelectorItem<Id>[]): number {
  return list.findLastIndex((item) => item.disabled !== true);
}

/**
 * The dropdown selector of portal §2: an optional 'Поиск...' box (trimmed at the start, case-insensitive
 * substring), a clear button, a check mark on the chosen item, disabled items, a list at most 300 px tall
 * that opens upwards when it would run off the bottom of the screen, and the search box focused 250 ms
 * after opening. A combobox over a listbox: arrows, Home/End, Enter and Escape work from the control and the box.
 */
export function Selector<Id extends string | number>({
  label,
  items,
  value,
  onChange,
  placeholder = 'Не выбрано',
  searchable = false,
  clearable = false,
  maxHeight = SELECTOR_LIST_MAX_HEIGHT,
  disabled = false,
  error = null,
}: SelectorProps<Id>) {
  const baseId = useId();
  const ids = { label: `${baseId}-label`, list: `${baseId}-list`, error: `${baseId}-error` };
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [upward, setUpward] = useState(false);

  const selected = items.find((item) => item.id === value) ?? null;
  const visible = useMemo(() => items.filter((item) => matchesSearch(item.option, query)), [items, query]);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeId = open && visible[active] !== undefined ? optionId(active) : undefined;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) {
      triggerRef.current?.focus();
    }
  }, []);
  const dismiss = useCallback(() => close(false), [close]);
  useDismiss(rootRef, open, dismiss);

  function openList() {
    const chosen = items.findIndex((item) => item.id === value && item.disabled !== true);
    setActive(chosen === -1 ? firstEnabled(items) : chosen);
    setQuery('');
    setOpen(true);
  }

  function choose(index: number) {
    const item = visible[index];
    if (item === undefined || item.disabled === true) {
      return;
    }
    onChange(item.id);
    close(true);
  }

  // The box takes the focus once the list has settled, not on the click that opened it.
  useEffect(() => {
    if (!open || !searchable) {
      return;
    }
    const timer = setTimeout(() => searchRef.current?.focus(), SELECTOR_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, searchable]);

  // Measured before the first paint of the open list, so it never flashes in the wrong place.
  useLayoutEffect(() => {
    if (!open || triggerRef.current === null || popupRef.current === null) {
      return;
    }
    const control = triggerRef.current.getBoundingClientRect();
    setUpward(opensUpward(control, popupRef.current.getBoundingClientRect().height, window.innerHeight));
  }, [open]);

  useEffect(() => {
    if (activeId !== undefined) {
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [activeId]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) {
      return;
    }
    if (!open) {
      if (event.target === triggerRef.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active === -1 ? firstEnabled(visible) : nextEnabled(visible, active, 1)),
      ArrowUp: () => (active === -1 ? lastEnabled(visible) : nextEnabled(visible, active, -1)),
      Home: () => firstEnabled(visible),
      End: () => lastEnabled(visible),
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      // Enter picks from the list; it must not submit the form around the selector.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Only the list closes: the dialog around the selector stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  const describedBy = error === null || error === '' ? undefined : ids.error;
  return (
    <div ref={rootRef} className="field selector" onKeyDown={onKeyDown}>
      <span id={ids.label} className="field__label">
        {label}
      </span>
      <div className="selector__control">
        <button
          ref={triggerRef}
          type="button"
          role="combobox"
          className="field__input selector__trigger"
          aria-labelledby={ids.label}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? ids.list : undefined}
          aria-activedescendant={searchable ? undefined : activeId}
          aria-describedby={describedBy}
          aria-invalid={describedBy === undefined ? undefined : true}
          disabled={disabled}
          onClick={() => (open ? close(false) : openList())}
        >
          <span className={selected === null ? 'selector__placeholder' : 'selector__value'}>{selected?.option ?? placeholder}</span>
          <span className="selector__arrow" aria-hidden="true" />
        </button>
        {clearable && selected !== null && !disabled ? (
          <button
            type="button"
            className="selector__clear"
            aria-label={`Очистить: ${label}`}
            onClick={() => {
              onChange(null);
              close(true);
            }}
          >
            ×
          </button>
        ) : null}
        {open ? (
          <div ref={popupRef} className={`selector__popup${upward ? ' selector__popup--up' : ''}`} data-placement={upward ? 'up' : 'down'}>
            {searchable ? (
              <input
                ref={searchRef}
                type="text"
                role="combobox"
                className="field__input selector__search"
                placeholder={SELECTOR_SEARCH_PLACEHOLDER}
                aria-label={`Поиск: ${label}`}
                aria-expanded="true"
                aria-controls={ids.list}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  const next = items.filter((item) => matchesSearch(item.option, event.target.value));
                  setQuery(event.target.value);
                  setActive(firstEnabled(next));
                }}
              />
            ) : null}
            <ul id={ids.list} role="listbox" aria-labelledby={ids.label} className="selector__list" style={{ maxHeight: `${maxHeight}px` }}>
              {visible.map((item, index) => {
                const isSelected = item.id === value;
                const classes = ['selector__option', index === active ? 'is-active' : '', isSelected ? 'is-selected' : ''];
                return (
                  <li
                    key={String(item.id)}
                    id={optionId(index)}
                    role="option"
                    className={classes.filter(Boolean).join(' ')}
                    aria-selected={isSelected}
                    aria-disabled={item.disabled === true ? true : undefined}
                    // The press must not take the focus from the control or the search box.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => item.disabled !== true && setActive(index)}
                    onClick={() => choose(index)}
                  >
                    <span>{item.option}</span>
                    {isSelected ? (
                      <span className="selector__check" aria-hidden="true">
                        ✓
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {visible.length === 0 ? (
              <p className="selector__empty" role="status">
                Ничего не найдено
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {describedBy === undefined ? null : (
        <p id={ids.error} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
