import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors.ts';
import { resendCountdownText, sendLimitRefusal, sendLimitMessage, waitWords } from '../../../core/domain/smsLimits.ts';
import { smsRequestMessage } from '../../../core/domain/extraMessages.ts';

describe('a wait in words (Russian plurals)', () => {
  it.each([
    [1, '1 секунду'],
    [2, '2 секунды'],
    [5, '5 секунд'],
    [11, '11 секунд'],
    [21, '21 секунду'],
    [42, '42 секунды'],
    [59, '59 секунд'],
    [60, '1 минуту'],
    [61, '2 минуты'],
    [17 * 60, '17 минут'],
    [3600, '60 минут'],
    [3601, '2 часа'],
    [5 * 3600, '5 часов'],
    [21 * 3600, '21 час'],
  ])('%i s → «%s»', (seconds, words) => {
    expect(waitWords(seconds)).toBe(words);
  });
});

describe('refusals of the SMS send limits in words a shopper understands', () => {
  it.each([
    ['phoneInterval', 42, 'Новый код можно запросить через 42 секунды'],
    ['phoneHour', 17 * 60, 'Слишком много запросов кода за час. Попробуйте через 17 минут.'],
    ['phoneDay', 5 * 3600, 'Слишком много запросов кода за сутки. Попробуйте через 5 часов.'],
    ['ipHour', 60, 'Из вашей сети запросили слишком много кодов. Попробуйте через 1 минуту.'],
    ['fingerprintHour', 120, 'С этого устройства запросили слишком много кодов. Попробуйте через 2 минуты.'],
  ] as const)('%s with %i s to wait', (limit, retryAfterSeconds, message) => {
    expect(sendLimitMessage({ limit, retryAfterSeconds })).toBe(message);
  });

  it('reads the limit and its wait from the answer’s details, and nothing else', () => {
    expect(sendLimitRefusal({ limit: 'phoneHour', retryAfterSeconds: 30 })).toEqual({
      limit: 'phoneHour',
      retryAfterSeconds: 30,
    });
    expect(sendLimitRefusal({ limit: 'phoneHour' })).toEqual({ limit: 'phoneHour', retryAfterSeconds: null });
    expect(sendLimitRefusal({ limit: 'uploadsHour', retryAfterSeconds: 30 })).toBeNull();
    expect(sendLimitRefusal({ limit: 'phoneHour', retryAfterSeconds: -1 })).toEqual({
      limit: 'phoneHour',
      retryAfterSeconds: null,
    });
    expect(sendLimitRefusal(null)).toBeNull();
    expect(sendLimitRefusal('phoneHour')).toBeNull();
  });

  it('without a wait says to try later', () => {
    expect(sendLimitMessage({ limit: 'phoneInterval', retryAfterSeconds: null })).toBe(
      'Новый код можно запросить чуть позже',
    );
    expect(sendLimitMessage({ limit: 'phoneDay', retryAfterSeconds: null })).toBe(
      'Слишком много запросов кода за сутки. Попробуйте позже.',
    );
  });

  it('the code step’s countdown reads like the refusal it prevents', () => {
    expect(resendCountdownText(42)).toBe('Новый код можно запросить через 42 секунды');
    expect(resendCountdownText(61)).toBe('Новый код можно запросить через 2 минуты');
  });

  it('a failed SMS request shows the limit’s sentence, else the flow’s message of §8', () => {
    const tooSoon = new ApiError('TOO_MANY_REQUESTS', 429, {
      details: { limit: 'phoneInterval', retryAfterSeconds: 42 },
    });
    expect(smsRequestMessage('smsLogin', tooSoon)).toBe('Новый код можно запросить через 42 секунды');
    expect(smsRequestMessage('registration', tooSoon)).toBe('Новый код можно запросить через 42 секунды');
    expect(smsRequestMessage('smsLogin', new ApiError('TOO_MANY_REQUESTS', 429))).toBe('Произошла ошибка при входе');
    expect(smsRequestMessage('smsLogin', new ApiError('USER_BLOCKED', 403))).toBe('Пользователь заблокирован');
    expect(smsRequestMessage('registration', new Error('network'))).toBe('Произошла ошибка при регистрации');
  });
});
