import { useId } from 'react';
import { cityTimeZone, weekMomentAt } from '../../../core/domain/cityTime.ts';
import {
  formatMinutes,
  openStateAt,
  openStateText,
  weekSchedule,
  type DaySchedule,
} from '../../../core/domain/openingHours.ts';
import type { OpeningHours } from '../../../core/model/index.ts';
import { useSessionPart } from '../../app/context.ts';
import type { LoadState } from '../../app/settled.ts';
import { LoadView } from '../../components/LoadView.tsx';
import { useNow } from './useNow.ts';

const DAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;

/**
 * The time zone an outlet's hours are in: its city's (core cityTimeZone), the city given, else the chosen one; a
 * city that names no zone, or one not in the list, is read in core DEFAULT_TIME_ZONE. Never the browser's own.
 */
function useCityTimeZone(cityId: number | null | undefined): string {
  const cities = useSessionPart((snapshot) => snapshot.cities);
  const chosen = useSessionPart((snapshot) => snapshot.cityId);
  const id = cityId ?? chosen;
  return cityTimeZone(cities.find((city) => city.id === id));
}

function hoursText(day: DaySchedule): string {
  if (day.status === 'dayOff') {
    return 'Выходной';
  }
  if (day.status === 'unknown') {
    return 'Не указано';
  }
  if (day.aroundTheClock) {
    return 'Круглосуточно';
  }
  return `${formatMinutes(day.openMinutes)}–${formatMinutes(day.closeMinutes)}`;
}

/**
 * The week Monday first with today marked, the 'Открыто сейчас' / 'Закрыто' badge and until when («Открыто до
 * 18:00», «Закрыто · откроется завтра в 09:00»), all by the core's opening-hours rules at the city's clock
 * (issue 21): the hours are the city's local times, so «today» and «open now» are the city's wherever the
 * shopper is. `cityId` is the outlet's city; without it, the chosen city's.
 */
export function OpeningHoursSection({ state, cityId }: { state: LoadState<OpeningHours[]>; cityId?: number | null }) {
  const headingId = useId();
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      {state.status === 'ready' ? (
        <Week hours={state.data} headingId={headingId} cityId={cityId} />
      ) : (
        <>
          <h2 id={headingId}>Часы работы</h2>
          <LoadView state={state}>{() => null}</LoadView>
        </>
      )}
    </section>
  );
}

function Week({
  hours,
  headingId,
  cityId,
}: {
  hours: OpeningHours[];
  headingId: string;
  cityId: number | null | undefined;
}) {
  const timeZone = useCityTimeZone(cityId);
  // Null in a server render and while hydrating (useNow): no «today» nor «open now» until the page is the browser's.
  const nowMs = useNow();
  const now = nowMs === null ? null : weekMomentAt(nowMs, timeZone);
  const week = weekSchedule(hours);
  const known = week.some((day) => day.status !== 'unknown');
  const state = now === null || !known ? null : openStateAt(hours, now);
  const open = state?.status === 'open';
  const until = state === null ? null : openStateText(state);
  return (
    <>
      <h2 id={headingId} className="hours__heading">
        Часы работы
        {state !== null ? (
          <span className={`badge ${open ? 'badge--open' : 'badge--closed'}`}>
            {open ? 'Открыто сейчас' : 'Закрыто'}
          </span>
        ) : null}
      </h2>
      {/* Its line is there from the server's render on, empty until the browser's clock is read: no layout shift. */}
      {known ? <p className="hours__state">{until === null || until === 'Закрыто' ? '\u00a0' : until}</p> : null}
      {known ? (
        <table className="hours">
          <caption className="visually-hidden">Часы работы по дням недели, с понедельника</caption>
          <tbody>
            {week.map((day) => {
              const today = day.day === now?.weekday;
              return (
                <tr key={day.day} className={today ? 'is-today' : undefined} aria-current={today ? 'date' : undefined}>
                  <th scope="row">
                    {DAY_NAMES[day.day - 1]}
                    {today ? <span className="hours__today"> (сегодня)</span> : null}
                  </th>
                  <td>{hoursText(day)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="notice">Часы работы не указаны.</p>
      )}
    </>
  );
}
