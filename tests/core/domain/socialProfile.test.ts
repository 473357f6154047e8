import { describe, expect, it } from 'vitest';
import {
  birthdayFromProvider,
  genderFromProviderSex,
  socialRegistrationData,
} from '../../../core/domain/socialProfile.ts';

describe('a provider profile as registration data', () => {
  it('reads the provider’s sex numbering: 1 female, 2 male, anything else unknown', () => {
    expect([1, 2, 0, 3, null, undefined].map(genderFromProviderSex)).toEqual([
      'женский',
      'мужской',
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads DD.MM.YYYY and D.M.YYYY birthdays as the UTC midnight of that day', () => {
    expect(birthdayFromProvider('17.04.1994')).toBe(Date.UTC(1994, 3, 17) / 1000);
    expect(birthdayFromProvider('3.11.1987')).toBe(Date.UTC(1987, 10, 3) / 1000);
  });

  it.each(['17.4', '31.02.2000', '01.01.1899', '1994-04-17', '', null])('has no birthday for %j', (value) => {
    expect(birthdayFromProvider(value)).toBeNull();
  });

  it('keeps the provider’s first name as given when the name rule keeps it (hyphen too), else its letters, and says what is missing', () => {
    expect(socialRegistrationData({ firstName: ' Анна-Мария ', sex: 1, birthday: '17.04.1994' })).toEqual({
      name: 'Анна-Мария',
      gender: 'женский',
      birthday: Date.UTC(1994, 3, 17) / 1000,
      email: null,
    });
    expect(socialRegistrationData({ firstName: 'Маша😀', sex: 1, birthday: null }).name).toBe('Маша');
    expect(socialRegistrationData({ firstName: '123', sex: 0, birthday: null })).toEqual({
      name: null,
      gender: null,
      birthday: null,
      email: null,
    });
  });

  it('takes the e-mail the provider shares when it is an address (issue 30 §5), else none', () => {
    expect(
      socialRegistrationData({ firstName: 'Анна', sex: 1, birthday: null, email: ' anna.sokolova@example.ru ' }).email,
    ).toBe('anna.sokolova@example.ru');
    for (const email of ['', 'not-an-email', null, undefined, `${'a'.repeat(250)}@example.ru`]) {
      expect(socialRegistrationData({ firstName: 'Анна', sex: 1, birthday: null, email }).email).toBeNull();
    }
  });
});
