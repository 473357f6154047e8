import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  profileFieldErrors,
  PROFILE_MESSAGES,
  tenantProfileSchema,
  tenantProfileUpdateSchema,
} from '../../../core/domain/tenantProfileSchema.ts';
import { ACCEPTED, REFUSED, storedProfile } from './profileExamples.ts';

describe('the tenant profile edit (portal §3, §5): one schema for the form and the server', () => {
  it.each(ACCEPTED)('takes $field = $sent and stores $stored', ({ field, sent, stored }) => {
    const result = v.safeParse(tenantProfileUpdateSchema, { [field]: sent });
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual({ [field]: stored });
  });

  it.each(REFUSED)('refuses $field = $sent with «$message»', ({ field, sent, message }) => {
    expect(v.safeParse(tenantProfileUpdateSchema, { [field]: sent }).success).toBe(false);
    expect(profileFieldErrors({ [field]: sent })).toEqual({ [field]: message });
  });

  it('gives every message in Russian', () => {
    const texts = Object.values(PROFILE_MESSAGES).map((message) =>
      typeof message === 'function' ? message(100) : message,
    );
    for (const text of texts) {
      expect(text).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('gives one message per field, the first, for a body with several problems', () => {
    expect(profileFieldErrors({ email: 'x', telegram: 'https://vk.com/x', whatsapp: '1' })).toEqual({
      email: PROFILE_MESSAGES.email,
      telegram: PROFILE_MESSAGES.telegram,
      whatsapp: PROFILE_MESSAGES.whatsapp,
    });
    expect(profileFieldErrors({ email: 'anna@example.ru' })).toEqual({});
  });

  it('keeps a field left out as left out, and takes a whole profile sent back', () => {
    expect(v.parse(tenantProfileUpdateSchema, {})).toEqual({});
    const whole = storedProfile({ id: 5, phone: '79990000001', cityCodeId: 3, pushTypeIds: [1, 1, 2] });
    expect(v.parse(tenantProfileUpdateSchema, whole)).toEqual({
      ...whole,
      telegram: 'https://t.me/anna_demo',
      pushTypeIds: [1, 2],
    });
    expect(v.is(tenantProfileSchema, { ...whole, pushTypeIds: [] })).toBe(true);
  });
});
