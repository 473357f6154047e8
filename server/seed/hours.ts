import type { OpeningHours } from '../../core/model/index.ts';
import type { OutletKind } from './data/offline.ts';
import type { Random } from './random.ts';

type Span = readonly [open: string, close: string];

/** Weekday and weekend hours per kind; a close earlier than the open runs past midnight. */
const SCHEDULES: Record<OutletKind, readonly { weekday: Span; weekend: Span }[]> = {
  cafe: [
    { weekday: ['10:00', '23:00'], weekend: ['11:00', '00:00'] },
    { weekday: ['11:00', '22:00'], weekend: ['11:00', '23:00'] },
  ],
  coffee: [
    { weekday: ['07:30', '21:00'], weekend: ['09:00', '21:00'] },
    { weekday: ['08:00', '20:00'], weekend: ['10:00', '20:00'] },
  ],
  bakery: [{ weekday: ['07:00', '20:00'], weekend: ['08:00', '20:00'] }],
  grocery: [
    { weekday: ['08:00', '22:00'], weekend: ['08:00', '22:00'] },
    { weekday: ['00:00', '24:00'], weekend: ['00:00', '24:00'] },
  ],
  beauty: [{ weekday: ['10:00', '21:00'], weekend: ['10:00', '19:00'] }],
  health: [
    { weekday: ['08:00', '21:00'], weekend: ['10:00', '18:00'] },
    { weekday: ['00:00', '24:00'], weekend: ['00:00', '24:00'] },
  ],
  clothes: [{ weekday: ['10:00', '22:00'], weekend: ['10:00', '22:00'] }],
  sport: [{ weekday: ['07:00', '23:00'], weekend: ['09:00', '22:00'] }],
  kids: [{ weekday: ['10:00', '20:00'], weekend: ['10:00', '21:00'] }],
  auto: [
    { weekday: ['08:00', '22:00'], weekend: ['09:00', '21:00'] },
    { weekday: ['00:00', '24:00'], weekend: ['00:00', '24:00'] },
  ],
  flowers: [
    { weekday: ['08:00', '22:00'], weekend: ['08:00', '22:00'] },
    { weekday: ['00:00', '24:00'], weekend: ['00:00', '24:00'] },
  ],
  fun: [{ weekday: ['12:00', '02:00'], weekend: ['10:00', '04:00'] }],
  pets: [{ weekday: ['09:00', '21:00'], weekend: ['10:00', '20:00'] }],
  bar: [{ weekday: ['18:00', '02:00'], weekend: ['16:00', '05:00'] }],
};

/** Kinds that often rest on Monday after a busy weekend. */
const MONDAY_OFF: ReadonlySet<OutletKind> = new Set(['beauty', 'bar', 'fun']);

/** Seven days (1 = Monday … 7 = Sunday) of hours for an outlet of this kind; some have days off. */
export function openingHoursFor(kind: OutletKind, random: Random): OpeningHours[] {
  const schedule = random.pick(SCHEDULES[kind]);
  const mondayOff = MONDAY_OFF.has(kind) && random.chance(0.5);
  const sundayOff = !mondayOff && random.chance(0.12);
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    if ((day === 1 && mondayOff) || (day === 7 && sundayOff)) {
      return { day, open: null, close: null, dayOff: true };
    }
    // Friday and Saturday keep weekend hours: that is when the late places stay open longest.
    const [open, close] = day === 5 || day === 6 || day === 7 ? schedule.weekend : schedule.weekday;
    return { day, open, close, dayOff: false };
  });
}
