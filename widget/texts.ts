/**
 * Loads a language's extra words (core/widgetKit/texts) when a widget needs them — the one-tap button
 * for a `contentId` other than sign-in, the floating panel always: one small file of that language only.
 */
import { Languages, type LanguageId } from '../core/widgetKit/constants.ts';
import type { LanguageTexts } from '../core/widgetKit/texts/index.ts';

type Loader = () => Promise<{ default: LanguageTexts }>;

const LOADERS: Record<LanguageId, Loader> = {
  [Languages.RUS]: () => import('../core/widgetKit/texts/ru.ts'),
  [Languages.UKR]: () => import('../core/widgetKit/texts/uk.ts'),
  [Languages.ENG]: () => import('../core/widgetKit/texts/en.ts'),
  [Languages.SPA]: () => import('../core/widgetKit/texts/es.ts'),
  [Languages.GERMAN]: () => import('../core/widgetKit/texts/de.ts'),
  [Languages.POL]: () => import('../core/widgetKit/texts/pl.ts'),
  [Languages.FRA]: () => import('../core/widgetKit/texts/fr.ts'),
  [Languages.UZB]: () => import('../core/widgetKit/texts/uz.ts'),
  [Languages.TURKEY]: () => import('../core/widgetKit/texts/tr.ts'),
  [Languages.KAZ]: () => import('../core/widgetKit/texts/kk.ts'),
  [Languages.BEL]: () => import('../core/widgetKit/texts/be.ts'),
};

/** The language's extra words (Russian for an unknown id). */
export function loadTexts(lang: LanguageId): Promise<LanguageTexts> {
  return (LOADERS[lang] ?? LOADERS[Languages.RUS])().then((module) => module.default);
}
