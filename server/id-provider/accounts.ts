/** The person behind a provider account, in the shape the user-info answer uses. */
export interface Account {
  userId: number;
  firstName: string;
  lastName: string;
  /** Digits only, with the country code, as the provider hands it out. */
  phone: string;
  email: string;
  /** 1 female, 2 male (the provider's numbering). */
  sex: 1 | 2;
  verified: boolean;
  /** DD.MM.YYYY */
  birthday: string;
  /** Two letters on the generated avatar. */
  initials: string;
  /** Avatar background. */
  colour: string;
}

function ddmmyyyy(year: number, month: number, day: number): string {
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/**
 * The three demo accounts. The youngest is eleven on the day the provider starts (born a little
 * over eleven years before it), so she stays under 14 whatever year the tests run in — for the
 * portal's age rules later.
 */
export function demoAccounts(nowMs: number): Account[] {
  const today = new Date(nowMs);
  // Eleven years and a month ago, clamped to the 28th so every month has the day.
  const child = new Date(
    Date.UTC(today.getUTCFullYear() - 11, today.getUTCMonth() - 1, Math.min(today.getUTCDate(), 28)),
  );
  return [
    {
      userId: 700001,
      firstName: 'Анна',
      lastName: 'Соколова',
      phone: '79990000101',
      email: 'anna.sokolova@example.ru',
      sex: 1,
      verified: true,
      birthday: ddmmyyyy(1994, 4, 17),
      initials: 'АС',
      colour: '#2d81e0',
    },
    {
      userId: 700002,
      firstName: 'Тимур',
      lastName: 'Галиев',
      phone: '79990000202',
      email: 'timur.galiev@example.ru',
      sex: 2,
      verified: false,
      birthday: ddmmyyyy(1987, 11, 3),
      initials: 'ТГ',
      colour: '#1f9d55',
    },
    {
      userId: 700003,
      firstName: 'Варвара',
      lastName: 'Ильина',
      phone: '79990000303',
      email: 'varya.ilyina@example.ru',
      sex: 1,
      verified: true,
      birthday: ddmmyyyy(child.getUTCFullYear(), child.getUTCMonth() + 1, child.getUTCDate()),
      initials: 'ВИ',
      colour: '#c0392b',
    },
  ];
}
