/**
 * What a page says about where its distances are measured from (issue 21): from the shopper, or — refused,
 * unavailable, too slow, outside the city, not asked — from the city centre, and why, in the shopper's words.
 * One set of sentences for the list, the outlet page and the map.
 */
import type { PositionFailure } from '../../errors.ts';
import type { OriginChoice } from './cityArea.ts';

/** Where «Рядом со мной» stands: not asked, asking, a position, or a request that gave none (`failure`). */
export type NearMeStatus = 'unknown' | 'locating' | 'located' | 'failed';

/** The words of the «Рядом со мной» control. */
export const NEAR_ME_LABEL = 'Рядом со мной';

/** Said while the device is asked. */
export const LOCATING_TEXT = 'Определяем, где вы…';

/** The end of every sentence that falls back to the city centre. */
const FROM_CENTRE = 'расстояния считаем от центра города';

/** Why the device gave no position, said so a shopper knows what to do. */
const FAILURE_TEXT: Record<PositionFailure, string> = {
  denied: `Доступ к местоположению запрещён — ${FROM_CENTRE}. Разрешить его можно в настройках сайта в браузере.`,
  unavailable: `Не удалось определить, где вы, — ${FROM_CENTRE}. Попробуйте ещё раз.`,
  timeout: `Местоположение не определилось вовремя — ${FROM_CENTRE}. Попробуйте ещё раз.`,
  unsupported: `Этот браузер не сообщает местоположение — ${FROM_CENTRE}.`,
};

/**
 * The sentence beside a page's distances: where they are from and, when not from the shopper, why. Null when there
 * is nothing to say: no distance is shown (no origin at all), or nothing was asked and the page shows no distance.
 * `distancesShown` is whether the page shows distances without a position (a list ordered by distance does).
 */
export function originSentence(
  choice: OriginChoice,
  nearMe: { status: NearMeStatus; failure: PositionFailure | null },
  context: { cityName: string | null; distancesShown: boolean },
): string | null {
  if (nearMe.status === 'locating') {
    return LOCATING_TEXT;
  }
  if (choice.origin === null) {
    return null;
  }
  if (choice.origin.kind === 'shopper') {
    return 'Расстояния — от вас.';
  }
  if (choice.reason === 'outsideCity') {
    const city = context.cityName === null ? 'выбранного города' : `города ${context.cityName}`;
    return `Вы далеко от ${city} — ${FROM_CENTRE}.`;
  }
  if (nearMe.status === 'failed' && nearMe.failure !== null) {
    return FAILURE_TEXT[nearMe.failure];
  }
  return context.distancesShown
    ? `Расстояния — от центра города. Нажмите «${NEAR_ME_LABEL}», чтобы считать от вас.`
    : null;
}
