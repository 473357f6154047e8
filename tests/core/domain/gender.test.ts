import { describe, expect, it } from 'vitest';
import { GENDER_CHOICES, genderFromLabel } from '../../../core/domain/gender.ts';

describe("Gender is required; choices 'Мужской' and 'Женский'", () => {
  it('offers exactly the two choices, in this order, with the API values мужской and женский', () => {
    expect(GENDER_CHOICES).toEqual([
      { label: 'Мужской', value: 'мужской' },
      { label: 'Женский', value: 'женский' },
    ]);
  });

  it('maps each label to its value', () => {
    expect(genderFromLabel('Мужской')).toBe('мужской');
    expect(genderFromLabel('Женский')).toBe('женский');
  });

  it('ignores case and surrounding spaces', () => {
    expect(genderFromLabel(' женский ')).toBe('женский');
    expect(genderFromLabel('МУЖСКОЙ')).toBe('мужской');
  });

  it('has no gender for anything else', () => {
    expect(genderFromLabel('')).toBeNull();
    expect(genderFromLabel('Другой')).toBeNull();
    expect(genderFromLabel('male')).toBeNull();
    expect(genderFromLabel('Муж')).toBeNull();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(GENDER_CHOICES)).toBe(true);
    expect(GENDER_CHOICES.every((choice) => Object.isFrozen(choice))).toBe(true);
  });
});
