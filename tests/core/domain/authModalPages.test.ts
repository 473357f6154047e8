import { describe, expect, it } from 'vitest';
import { authModalPageOf } from '../../../core/domain/authModalPages.ts';

describe('the modal query parameter', () => {
  it('names one of registration, authorization, forgot; anything else is no modal', () => {
    expect(authModalPageOf('registration')).toBe('registration');
    expect(authModalPageOf('authorization')).toBe('authorization');
    expect(authModalPageOf('forgot')).toBe('forgot');
    expect(authModalPageOf('Registration')).toBeNull();
    expect(authModalPageOf('')).toBeNull();
    expect(authModalPageOf(null)).toBeNull();
  });
});
