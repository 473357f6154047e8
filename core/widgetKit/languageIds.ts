/** The 11 language ids of widget-kit §3 and the BCP-47 codes a site may pass instead. */
import { Languages, type LanguageId } from './constants.ts';

// Primary BCP-47 subtags in the order of Languages' ids: ru 0, uk 1, en 3, es 4, de 6, pl 15, fr 16, uz 65, tr 82, kk 97, be 114.
const SUBTAGS = ['ru', 'uk', 'en', 'es', 'de', 'pl', 'fr', 'uz', 'tr', 'kk', 'be'];
const IDS: readonly LanguageId[] = [0, 1, 3, 4, 6, 15, 16, 65, 82, 97, 114];

/** The language id of a BCP-47 code ('en', 'en-US', 'be-BY', 'kk'); anything unknown is Russian. */
export function languageFromCode(code: string): LanguageId {
  const primary = String(code).trim().toLowerCase().split(/[-_]/)[0];
  return IDS[SUBTAGS.indexOf(primary!)] ?? Languages.RUS;
}

/** Whether a value is one of the 11 language ids. */
export function isLanguageId(value: unknown): value is LanguageId {
  return IDS.includes(value as LanguageId);
}
