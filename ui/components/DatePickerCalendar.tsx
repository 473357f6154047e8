import { createContext, useContext, useState } from 'react';
import { DayPicker, type CaptionLabelProps } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import { format } from 'date-fns';
import { DATE_PICKER_YEARS } from '../../core/domain/birthDate.ts';
import { YearPage } from './YearPage.tsx';

export interface DatePickerCalendarProps {
  id: string;
  /** The chosen day, marked in the grid. */
  selected: Date | null;
  /** Today on the shopper's own calendar: marked, and where the calendar opens without a choice. */
  today: Date;
  onPick: (day: Date) => void;
  /** Escape: the calendar closes and the focus goes back to its button. */
  onClose: () => void;
}

const FIRST_MONTH = new Date(DATE_PICKER_YEARS.from, 0, 1);
const LAST_MONTH = new Date(DATE_PICKER_YEARS.to, 11, 1);

/** 'Январь 2024': the month as a heading writes it (date-fns' Russian standalone month name, capitalised). */
function monthHeading(month: Date): string {
  const text = format(month, 'LLLL yyyy', { locale: ru });
  return text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
}

const ShowYears = createContext<() => void>(() => {});

/** The month's heading is the button that opens the year list; react-day-picker's live region stays inside it. */
function MonthHeading({ children, className, ...liveRegion }: CaptionLabelProps) {
  const showYears = useContext(ShowYears);
  return (
    <button type="button" className={`date-picker__title ${className ?? ''}`} onClick={showYears}>
      <span {...liveRegion}>{children}</span>
      <span className="visually-hidden">, выбрать год</span>
    </button>
  );
}

function firstOfMonth(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

/**
 * The calendar of the date picker (portal §1, §9): react-day-picker's one month in Russian with Monday first,
 * years 1900–3000, and its keyboard (arrows by day and week, PageUp/PageDown by month, with Shift by year,
 * Home/End to the week's ends, Enter or Space picks); the heading opens the year list, 12 a page. Escape closes.
 * A lazy module of its own: the library loads when the calendar first opens, not with the form.
 */
export default function DatePickerCalendar({ id, selected, today, onPick, onClose }: DatePickerCalendarProps) {
  const [month, setMonth] = useState(() => firstOfMonth(selected ?? today));
  const [view, setView] = useState<'days' | 'years'>('days');

  return (
    <div
      id={id}
      className="date-picker__popup"
      role="dialog"
      aria-label="Выбор даты"
      lang="ru"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Only the calendar closes: the prevented keydown is no close request for the modal dialog around it.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {view === 'days' ? (
        <ShowYears.Provider value={() => setView('years')}>
          <DayPicker
            mode="single"
            required
            locale={ru}
            selected={selected ?? undefined}
            onSelect={onPick}
            month={month}
            onMonthChange={setMonth}
            startMonth={FIRST_MONTH}
            endMonth={LAST_MONTH}
            today={today}
            autoFocus
            navLayout="around"
            components={{ CaptionLabel: MonthHeading }}
            formatters={{ formatCaption: monthHeading }}
          />
        </ShowYears.Provider>
      ) : (
        <YearPage
          year={month.getFullYear()}
          onChoose={(year) => {
            setMonth(new Date(year, month.getMonth(), 1));
            setView('days');
          }}
        />
      )}
    </div>
  );
}
