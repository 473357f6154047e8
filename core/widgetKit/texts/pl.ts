/** Polish: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} z VK ID|Zapisz się|Odbierz|Otwórz|Oblicz|Zamów|Złóż zamówienie|Wyślij wniosek|Weź udział',
  floating:
    'Zaloguj się do {app} lub załóż konto|Zaloguj się na konto {app}|Zarejestruj się na wydarzenie|Złóż wniosek przez VK ID|Zamów w {app} przez VK ID|Złóż zamówienie przez VK ID|Szybka rejestracja w {app}|Zyskasz dostęp do wszystkich funkcji serwisu, a Twoje dane pozostaną chronione.|Zamów przez VK ID|Kontynuuj przez VK ID|Zamknij|Zaloguj się przez VK ID|Ładowanie logowania…|Logowanie gotowe|Szybkie logowanie jest niedostępne',
} satisfies LanguageTexts;
