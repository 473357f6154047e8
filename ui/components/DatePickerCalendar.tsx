import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  clampDay,
    fullDayLabel,
  monthName,
  monthWeeks,
  rangeBounds,
  sameDay,
  weekdayIndex,
  weekdayNames,
  withYear,
  yearPage,
  yearPageStart,
  YEARS_PER_PAGE,
  type CalendarDay,
  type YearRange,
} from './DatePickerModel.ts';

export interface DatePickerCalendarProps {
  id: string;
  /** The chosen day, marked in the grid. */
  selected: CalendarDay | null;
  /** The day that has the focus when the calendar opens (inside the range). */
  start: CalendarDay;
  today: CalendarDay;
  years: YearRange;
  onPick: (day: CalendarDay) => void;
  /** Escape: the calendar closes and the focus goes back to its button. */
  onClose: () => void;
}

/** The year list is 4 columns wide: up and down move by a row. */
const YEAR_COLUMNS = 4;
const WEEKDAYS = weekdayNames();

/** Enter and Space pick the focused day or year: the cells are not buttons, so the calendar handles the keys. */
function isPickKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}

/** Where each key moves the focused day in the month grid. */
function dayMove(key: string, shift: boolean, day: CalendarDay): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Where each key moves the focused year in the year list. */
function yearMove(key: string, year: number, pageStart: number, years: YearRange): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: year - 1,
    ArrowRight: year + 1,
    ArrowUp: year - YEAR_COLUMNS,
    ArrowDown: year + YEAR_COLUMNS,
    Home: pageStart,
    End: Math.min(pageStart + YEARS_PER_PAGE - 1, years.to),
    PageUp: year - YEARS_PER_PAGE,
    PageDown: year + YEARS_PER_PAGE,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(Math.max(next, years.from), years.to);
}

/**
 * The calendar of the date picker: one month as a grid with Monday first, or the year list 12 a page.
 * Keyboard: arrows move by day (or year), Home/End to the week's ends, PageUp/PageDown by month (Shift: year),
 * Enter or Space picks, Escape closes. The heading button switches between the month and the years.
 */
export function DatePickerCalendar({ id, selected, start, today, years, onPick, onClose }: DatePickerCalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusDay, setFocusDay] = useState(start);
  const [view, setView] = useState<'days' | 'years'>('days');
  const [focusYear, setFocusYear] = useState(start.year);
  // Set by every keyboard or button move so the focus follows; a re-render alone never steals it.
  const moveFocus = useRef(true);
  const { first, last } = rangeBounds(years);
  const pageStart = yearPageStart(focusYear, years);

  useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      rootRef.current?.querySelector<HTMLElement>('[data-focus-target="true"]')?.focus();
    }
  }, [focusDay, focusYear, view]);

  function goToDay(day: CalendarDay) {
    moveFocus.current = true;
    setFocusDay(clampDay(day, years));
  }

  function goToYear(year: number) {
    moveFocus.current = true;
    setFocusYear(year);
  }

  function showYears() {
    moveFocus.current = true;
    setFocusYear(focusDay.year);
    setView('years');
  }

  function chooseYear(year: number) {
    moveFocus.current = true;
    setFocusDay(clampDay(withYear(focusDay, year), years));
    setView('days');
  }

  function onGridKey(event: KeyboardEvent<HTMLTableElement>) {
    if (isPickKey(event.key)) {
      event.preventDefault();
      onPick(focusDay);
      return;
    }
    const next = dayMove(event.key, event.shiftKey, focusDay);
    if (next !== null) {
      event.preventDefault();
      goToDay(next);
    }
  }

  function onYearsKey(event: KeyboardEvent<HTMLDivElement>) {
    if (isPickKey(event.key)) {
      event.preventDefault();
      chooseYear(focusYear);
      return;
    }
    const next = yearMove(event.key, focusYear, pageStart, years);
    if (next !== null) {
      event.preventDefault();
      goToYear(next);
    }
  }

  const monthTitle = `${monthName(focusDay.month)} ${focusDay.year}`;
  const page = yearPage(pageStart, years);
  const pageTitle = `${page[0] ?? ''}–${page[page.length - 1] ?? ''}`;
  const atFirstMonth = focusDay.year === first.year && focusDay.month === first.month;
  const atLastMonth = focusDay.year === last.year && focusDay.month === last.month;
  const titleId = `${id}-title`;

  return (
    <div
      ref={rootRef}
      id={id}
      className="date-picker__popup"
      role="dialog"
      aria-label="Выбор даты"
      lang="ru"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Only the calendar closes: the auth modal around it stays.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="date-picker__head">
        <button
          type="button"
          className="date-picker__nav"
          aria-label={view === 'days' ? 'Предыдущий месяц' : `Предыдущие ${YEARS_PER_PAGE} лет`}
          disabled={view === 'days' ? atFirstMonth : pageStart <= years.from}
          onClick={() => (view === 'days' ? setFocusDay(clampDay(addMonths(focusDay, -1), years)) : setFocusYear(Math.max(pageStart - YEARS_PER_PAGE, years.from)))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" id={titleId} className="date-picker__title" onClick={() => (view === 'days' ? showYears() : chooseYear(focusDay.year))}>
          {view === 'days' ? monthTitle : pageTitle}
          <span className="visually-hidden">{view === 'days' ? ', выбрать год' : ', вернуться к месяцу'}</span>
        </button>
        <button
          type="button"
          className="date-picker__nav"
          aria-label={view === 'days' ? 'Следующий месяц' : `Следующие ${YEARS_PER_PAGE} лет`}
          disabled={view === 'days' ? atLastMonth : pageStart + YEARS_PER_PAGE > years.to}
          onClick={() => (view === 'days' ? setFocusDay(clampDay(addMonths(focusDay, 1), years)) : setFocusYear(pageStart + YEARS_PER_PAGE))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {view === 'days' ? monthTitle : `Годы ${pageTitle}`}
      </p>
      {view === 'days' ? (
        <table className="date-picker__grid" role="grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday.long} scope="col" abbr={weekday.long}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focusDay.year, focusDay.month).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) => {
                  if (day === null) {
                    return <td key={column} />;
                  }
                  const isFocus = sameDay(day, focusDay);
                  const isSelected = sameDay(day, selected);
                  const isToday = sameDay(day, today);
                  return (
                    // Cells, not buttons, take the roving focus (as in the WAI-ARIA date picker): only the focused
                    // day is tabbable, so a dialog's focus trap sees one stop for the whole month.
                    <td
                      key={column}
                      role="gridcell"
                      className={`date-picker__day${isSelected ? ' is-selected' : ''}${isToday ? ' is-today' : ''}`}
                      tabIndex={isFocus ? 0 : -1}
                      data-focus-target={isFocus}
                      aria-selected={isSelected}
                      aria-label={fullDayLabel(day)}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {day.day}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className="date-picker__years" role="listbox" aria-label={`Годы ${pageTitle}`} onKeyDown={onYearsKey}>
          {page.map((year) => (
            <div
              key={year}
              role="option"
              className={`date-picker__year${year === focusDay.year ? ' is-selected' : ''}`}
              tabIndex={year === focusYear ? 0 : -1}
              data-focus-target={year === focusYear}
              aria-selected={year === focusDay.year}
              onClick={() => chooseYear(year)}
            >
              {year}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
