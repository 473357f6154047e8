import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIRST_BIRTHDAY_SECONDS, LAST_BIRTHDAY_SECONDS } from '../../../core/domain/birthDate.ts';
import { tenantProfileUpdateSchema } from '../../../core/domain/tenantProfileSchema.ts';
import { registerBody } from '../../../core/domain/auth/signInBodies.ts';

const REGISTRATION = {
  phone: '+7 999 123 45 67',
  name: 'Анна',
  gender: 'женский',
  token: 'captcha',
  cityCodeId: null,
  fingerprint: 'UA2',
};

/** The message a schema gives the birthday field, or null when it takes it. */
function birthdayVerdict(schema: v.GenericSchema, body: Record<string, unknown>): string | null {
  const result = v.safeParse(schema, body);
  const issue = result.issues?.find((candidate) => v.getDotPath(candidate) === 'birthday');
  return issue?.message ?? null;
}

describe('one birthday rule (issue 33 §2): the registration and the profile take and refuse the same birthdays', () => {
  const birthdays = fc.oneof(
    fc.integer({ min: FIRST_BIRTHDAY_SECONDS - 10, max: FIRST_BIRTHDAY_SECONDS + 10 }),
    fc.integer({ min: LAST_BIRTHDAY_SECONDS - 10, max: LAST_BIRTHDAY_SECONDS + 10 }),
    fc.double(),
    fc.integer(),
  );

  it('property: the same verdict and the same Russian message for any number', () => {
    fc.assert(
      fc.property(birthdays, (birthday) => {
        const profile = birthdayVerdict(tenantProfileUpdateSchema, { birthday });
        expect(birthdayVerdict(registerBody, { ...REGISTRATION, birthday })).toBe(profile);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses the day before 1900 and the day after 3000 with «Выберите дату рождения с 1900 по 3000 год»', () => {
    for (const birthday of [FIRST_BIRTHDAY_SECONDS - 86_400, LAST_BIRTHDAY_SECONDS + 86_400, 1.5]) {
      expect(birthdayVerdict(registerBody, { ...REGISTRATION, birthday })).toBe(
        'Выберите дату рождения с 1900 по 3000 год',
      );
    }
    expect(birthdayVerdict(registerBody, { ...REGISTRATION, birthday: FIRST_BIRTHDAY_SECONDS })).toBeNull();
    expect(birthdayVerdict(registerBody, { ...REGISTRATION, birthday: LAST_BIRTHDAY_SECONDS })).toBeNull();
  });
});
