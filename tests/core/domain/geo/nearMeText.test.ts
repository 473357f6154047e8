/** What a page says about where its distances start (issue 21): from the shopper, or from the city centre and why. */
import { describe, expect, it } from 'vitest';
import { chooseOrigin } from '../../../../core/domain/geo/cityArea.ts';
import { LOCATING_TEXT, originSentence } from '../../../../core/domain/geo/nearMeText.ts';

const MOSCOW = { lat: 55.752, lon: 37.6175 };
const NEAR = { lat: 55.76, lon: 37.62 };
const ST_PETERSBURG = { lat: 59.9343, lon: 30.3351 };
const context = { cityName: 'Москва', distancesShown: true };

describe('the sentence about where distances start', () => {
  it('says the distances are the shopper’s own once the position is in the city', () => {
    expect(originSentence(chooseOrigin(1, MOSCOW, NEAR), { status: 'located', failure: null }, context)).toBe(
      'Расстояния — от вас.',
    );
  });

  it('says it is looking while the device is asked', () => {
    expect(originSentence(chooseOrigin(1, MOSCOW, null), { status: 'locating', failure: null }, context)).toBe(
      LOCATING_TEXT,
    );
  });

  it('says a refusal falls back to the city centre and how to allow it', () => {
    const sentence = originSentence(chooseOrigin(1, MOSCOW, null), { status: 'failed', failure: 'denied' }, context);
    expect(sentence).toBe(
      'Доступ к местоположению запрещён — расстояния считаем от центра города. Разрешить его можно в настройках сайта в браузере.',
    );
  });

  it('says a device that could not tell, or took too long, falls back to the centre and may be asked again', () => {
    expect(
      originSentence(chooseOrigin(1, MOSCOW, null), { status: 'failed', failure: 'unavailable' }, context),
    ).toMatch(/^Не удалось определить, где вы, — расстояния считаем от центра города\./);
    expect(originSentence(chooseOrigin(1, MOSCOW, null), { status: 'failed', failure: 'timeout' }, context)).toMatch(
      /вовремя — расстояния считаем от центра города\. Попробуйте ещё раз\.$/,
    );
  });

  it('names the city when the shopper is far from it, and measures from its centre', () => {
    expect(originSentence(chooseOrigin(1, MOSCOW, ST_PETERSBURG), { status: 'located', failure: null }, context)).toBe(
      'Вы далеко от города Москва — расстояния считаем от центра города.',
    );
  });

  it('invites a tap when a list is ordered by distance and nothing was asked, and says nothing when no distance shows', () => {
    expect(originSentence(chooseOrigin(1, MOSCOW, null), { status: 'unknown', failure: null }, context)).toBe(
      'Расстояния — от центра города. Нажмите «Рядом со мной», чтобы считать от вас.',
    );
    expect(
      originSentence(
        chooseOrigin(1, MOSCOW, null),
        { status: 'unknown', failure: null },
        { ...context, distancesShown: false },
      ),
    ).toBeNull();
    expect(originSentence(chooseOrigin(1, null, null), { status: 'failed', failure: 'denied' }, context)).toBeNull();
  });
});
