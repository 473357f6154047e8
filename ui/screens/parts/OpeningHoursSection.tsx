import { useId } from 'react';
import { formatMinutes, isOpenAt, mondayFirstWeekday, weekSchedule, type DaySchedule, type WeekMoment } from '../../../core/domain/openingHours.ts';
import type { OpeningHours } from '../../../core/model/index.ts';
import type { LoadState } from '../../app/settled.ts';
import { LoadView } from '../../components/LoadView.tsx';
import { useNow } from './useNow.ts';

const DAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;

/** The local weekday and minute of a moment: «open now» is about the visitor's own clock. */
export function localMoment(unixMs: number): WeekMoment {
  const date = new Date(unixMs);
  return { weekday: mondayFirstWeekday(date.getDay()), minutes: date.getHours() * 60 + date.getMinutes() };
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

/** The week Monday first with today marked, and the 'Открыто сейчас' / 'Закрыто' badge (core openingHours rules). */
export function OpeningHoursSection({ state }: { state: LoadState<OpeningHours[]> }) {
  const headingId = useId();
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      {state.status === 'ready' ? (
        <Week hours={state.data} headingId={headingId} />
      ) : (
        <>
          <h2 id={headingId}>Часы работы</h2>
          <LoadView state={state}>{() => null}</LoadView>
        </>
      )}
    </section>
  );
}

function Week({ hours, headingId }: { hours: OpeningHours[]; headingId: string }) {
  const nowMs = useNow();
  const now = nowMs === null ? null : localMoment(nowMs);
  const week = weekSchedule(hours);
  const known = week.some((day) => day.status !== 'unknown');
  const open = now !== null && isOpenAt(hours, now);
  return (
    <>
      <h2 id={headingId} className="hours__heading">
        Часы работы
        {known && now !== null ? <span className={`badge ${open ? 'badge--open' : 'badge--closed'}`}>{open ? 'Открыто сейчас' : 'Закрыто'}</span> : null}
      </h2>
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
