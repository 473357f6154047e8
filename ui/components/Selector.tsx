import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { autoUpdate, flip, offset, useFloating } from '@floating-ui/react-dom';
import { matchesSearch } from '../../core/domain/showcase/filter.ts';
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
  /** Lets the field take a search, 'Поиск...' while the list is open; without it the field only opens the list. */
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
const SELECTOR_SEARCH_PLACEHOLDER = 'Поиск...';

type Item = SelectorItem<string | number>;
const { InputBlur, InputChange } = useCombobox.stateChangeTypes;

function textOf(item: Item | null): string {
  return item?.option ?? '';
}

function isDisabled(item: Item): boolean {
  return item.disabled === true;
}

/**
 * How Downshift's state moves, with the selector's three rules on top: a search starts empty whenever the list
 * opens, a closed list shows the choice again, and leaving the field (Tab) never chooses the active item.
 */
function selectorStateReducer(allItems: readonly Item[], searchable: boolean) {
  return (
    state: UseComboboxState<Item>,
    { type, changes }: UseComboboxStateChangeOptions<Item>,
  ): Partial<UseComboboxState<Item>> => {
    if (type === InputBlur) {
      return { ...changes, selectedItem: state.selectedItem, inputValue: textOf(state.selectedItem) };
    }
    if (type === InputChange) {
      // Typing narrows the list: its first choosable match is the active one, so Enter picks it.
      const matches = allItems.filter((item) => matchesSearch(item.option, changes.inputValue ?? ''));
      return { ...changes, highlightedIndex: matches.findIndex((item) => !isDisabled(item)) };
    }
    if (searchable && changes.isOpen === true && !state.isOpen) {
      return { ...changes, inputValue: '' };
    }
    if (changes.isOpen === false) {
      return { ...changes, inputValue: textOf(changes.selectedItem ?? state.selectedItem) };
    }
    return changes;
  };
}

/**
 * The dropdown selector of portal §2: a combobox field (Downshift's `useCombobox`, the one element with that role)
 * whose typing searches the list, trimmed at the start and case-insensitive, with a clear button, a check mark on
 * the chosen item, disabled items, and a list at most 300 px tall that opens upwards when it would run off the
 * screen (floating-ui's `flip`). Keyboard: arrows, Home/End, Enter picks, Escape closes the list only.
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
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [inputValue, setInputValue] = useState(() => textOf(items.find((item) => item.id === value) ?? null));
  const selectedItem = items.find((item) => item.id === value) ?? null;
  // Closed (or without a search), the list is whole: Downshift finds the chosen item in it when the list opens.
  const visible: Item[] = items.filter((item) => !isOpen || !searchable || matchesSearch(item.option, inputValue));

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Item>({
    items: visible,
    selectedItem,
    isOpen,
    inputValue,
    itemToString: textOf,
    itemToKey: (item) => item?.id,
    isItemDisabled: isDisabled,
    stateReducer: selectorStateReducer(items, searchable),
    onIsOpenChange: (changes) => setIsOpen(changes.isOpen ?? false),
    onInputValueChange: (changes) => setInputValue(changes.inputValue ?? ''),
    onSelectedItemChange: (changes) => onChange((changes.selectedItem?.id ?? null) as Id | null),
  });

  const { refs, floatingStyles, placement } = useFloating({
    placement: 'bottom-start',
    middleware: [offset(4), flip({ padding: 8 })],
    // Kept in place while open only: a closed list needs no scroll and resize listeners.
    whileElementsMounted: isOpen ? autoUpdate : undefined,
  });
  const upward = placement.startsWith('top');

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') {
      return;
    }
    if (isOpen) {
      // Downshift prevents it; stopped too, the Escape reaches nothing around the selector.
      event.stopPropagation();
    } else {
      // Closed, the Escape belongs to the dialog around the selector, and Downshift must not clear the choice.
      (
        event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
      ).preventDownshiftDefault = true;
    }
  }

  const describedBy = error === null || error === '' ? undefined : errorId;
  return (
    <div className="field selector">
      <label {...getLabelProps({ className: 'field__label' })}>{label}</label>
      <div ref={refs.setReference} className="selector__control">
        <input
          {...getInputProps({
            ref: inputRef,
            className: 'field__input selector__field',
            placeholder: isOpen && searchable ? SELECTOR_SEARCH_PLACEHOLDER : placeholder,
            readOnly: !searchable,
            disabled,
            onKeyDown,
            'aria-describedby': describedBy,
            'aria-invalid': describedBy === undefined ? undefined : true,
          })}
        />
        <span className="selector__arrow" aria-hidden="true" />
        {clearable && selectedItem !== null && !disabled ? (
          <button
            type="button"
            className="selector__clear"
            aria-label={`Очистить: ${label}`}
            onClick={() => {
              onChange(null);
              // The button goes with the choice: the focus stays in the field rather than falling to the page.
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
        <div
          ref={refs.setFloating}
          className={`selector__popup${upward ? ' selector__popup--up' : ''}`}
          style={floatingStyles}
          data-placement={upward ? 'up' : 'down'}
          hidden={!isOpen}
        >
          <ul {...getMenuProps({ className: 'selector__list', style: { maxHeight: `${maxHeight}px` } })}>
            {isOpen
              ? visible.map((item, index) => {
                  const isChosen = item.id === value;
                  const classes = [
                    'selector__option',
                    index === highlightedIndex ? 'is-active' : '',
                    isChosen ? 'is-selected' : '',
                  ];
                  return (
                    <li
                      key={String(item.id)}
                      {...getItemProps({ item, index, className: classes.filter(Boolean).join(' ') })}
                    >
                      <span>{item.option}</span>
                      {isChosen ? (
                        <span className="selector__check" aria-hidden="true">
                          ✓
                        </span>
                      ) : null}
                    </li>
                  );
                })
              : null}
          </ul>
          {isOpen && visible.length === 0 ? (
            <p className="selector__empty" role="status">
              Ничего не найдено
            </p>
          ) : null}
        </div>
      </div>
      {describedBy === undefined ? null : (
        <p id={describedBy} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
