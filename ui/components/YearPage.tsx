import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DATE_PICKER_YEARS } from '../../core/domain/birthDate.ts';

/** Portal §9: the year list shows 12 years a page. */
const YEARS_PER_PAGE = 12;
/** The list is 4 columns wide: up and down move by a row. */
const YEAR_COLUMNS = 4;
const FIRST_YEAR = DATE_PICKER_YEARS.from;
const LAST_YEAR = DATE_PICKER_YEARS.to;

function clampYear(year: number): number {
  return Math.min(Math.max(year, FIRST_YEAR), LAST_YEAR);
}

/** The first year of the page that holds `year`: pages are counted from 1900 (1900–1911 … 2992–3000). */
function pageStartOf(year: number): number {
  return FIRST_YEAR + Math.floor((clampYear(year) - FIRST_YEAR) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/** Where each key moves the focused year. */
function yearMove(key: string, year: number, pageStart: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: year - 1,
    ArrowRight: year + 1,
    ArrowUp: year - YEAR_COLUMNS,
    ArrowDown: year + YEAR_COLUMNS,
    Home: pageStart,
    End: pageStart + YEARS_PER_PAGE - 1,
    PageUp: year - YEARS_PER_PAGE,
    PageDown: year + YEARS_PER_PAGE,
  };
  const next = moves[key];
  return next === undefined ? null : clampYear(next);
}

/**
 * The date picker's year list (portal §9: 12 years a page, years 1900–3000), which react-day-picker has no view
 * for: arrows move by year or row, Home/End to the page's ends, PageUp/PageDown by page, Enter or Space
 * chooses; the heading button goes back to the month of `year`.
 */
export function YearPage({ year, onChoose }: { year: number; onChoose: (year: number) => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusYear, setFocusYear] = useState(year);
  // Set by every keyboard move (and the opening) so the focus follows; the page buttons leave it where it is.
  const moveFocus = useRef(true);
  const pageStart = pageStartOf(focusYear);
  const page = Array.from(
    { length: Math.min(YEARS_PER_PAGE, LAST_YEAR - pageStart + 1) },
    (_, index) => pageStart + index,
  );
  const title = `${pageStart}–${page[page.length - 1] ?? pageStart}`;

  useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      rootRef.current?.querySelector<HTMLElement>('[data-focus-target="true"]')?.focus();
    }
  }, [focusYear]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The years are not buttons (one Tab stop for the list), so the list handles the keys itself.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(focusYear);
      return;
    }
    const next = yearMove(event.key, focusYear, pageStart);
    if (next !== null) {
      event.preventDefault();
      moveFocus.current = true;
      setFocusYear(next);
    }
  }

  return (
    <div ref={rootRef}>
      <div className="date-picker__head">
        <button
          type="button"
          className="date-picker__nav"
          aria-label={`Предыдущие ${YEARS_PER_PAGE} лет`}
          disabled={pageStart <= FIRST_YEAR}
          onClick={() => setFocusYear(Math.max(pageStart - YEARS_PER_PAGE, FIRST_YEAR))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="date-picker__title" onClick={() => onChoose(year)}>
          {title}
          <span className="visually-hidden">, вернуться к месяцу</span>
        </button>
        <button
          type="button"
          className="date-picker__nav"
          aria-label={`Следующие ${YEARS_PER_PAGE} лет`}
          disabled={pageStart + YEARS_PER_PAGE > LAST_YEAR}
          onClick={() => setFocusYear(pageStart + YEARS_PER_PAGE)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        Годы {title}
      </p>
      <div className="date-picker__years" role="listbox" aria-label={`Годы ${title}`} onKeyDown={onKeyDown}>
        {page.map((candidate) => (
          <div
            key={candidate}
            role="option"
            className={`date-picker__year${candidate === year ? ' is-selected' : ''}`}
            tabIndex={candidate === focusYear ? 0 : -1}
            data-focus-target={candidate === focusYear}
            aria-selected={candidate === year}
            onClick={() => onChoose(candidate)}
          >
            {candidate}
          </div>
        ))}
      </div>
    </div>
  );
}
