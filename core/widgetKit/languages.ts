/**
 * The visible and accessible strings the one-tap button and the provider list share, in the 11 languages of
 * widget-kit §3, written by us. Kept as one compact row per language, because the table ships in those
 * widgets' entries (not in the shared chunk: the floating panel takes its words from its language's file,
 * core/widgetKit/texts, which repeats the few it shares with these).
 */
import { Languages, type LanguageId, type ProviderNameValue } from './constants.ts';

export interface WidgetStrings {
  /** The one-tap button's initial text, before its width is measured. */
  continue: string;
  /** The long button text, also the button's accessible name in every mode ('Sign in with VK ID'). */
  signIn: string;
  /** The short button text. */
  signInShort: string;
  /** A provider button's text and accessible name; `{provider}` is replaced by the provider's name. */
  signInWith: string;
  /** The frame's title (the same words as the button: the frame is the button, loaded). */
  frameTitle: string;
  /** Polite announcements of the widget's state. */
  loading: string;
  loaded: string;
  notLoaded: string;
}

/** Brand names stay as they are in every language. */
export const PROVIDER_DISPLAY_NAMES: Readonly<Record<ProviderNameValue, string>> = {
  vkid: 'VK ID',
  ok_ru: 'OK',
  mail_ru: 'Mail',
};

// Row: continue, signInWith, loading, loaded, notLoaded. The long text is signInWith for 'VK ID'.
type Row = readonly [string, string, string, string, string];

const ROWS: Readonly<Record<LanguageId, Row>> = {
  [Languages.RUS]: ['Продолжить', 'Войти через {provider}', 'Загрузка входа…', 'Вход готов', 'Быстрый вход недоступен'],
  [Languages.UKR]: [
    'Продовжити',
    'Увійти через {provider}',
    'Завантаження входу…',
    'Вхід готовий',
    'Швидкий вхід недоступний',
  ],
  [Languages.ENG]: [
    'Continue',
    'Sign in with {provider}',
    'Loading sign-in…',
    'Sign-in is ready',
    'Quick sign-in is unavailable',
  ],
  [Languages.SPA]: [
    'Continuar',
    'Iniciar sesión con {provider}',
    'Cargando el inicio de sesión…',
    'Inicio de sesión listo',
    'El inicio rápido no está disponible',
  ],
  [Languages.GERMAN]: [
    'Weiter',
    'Mit {provider} anmelden',
    'Anmeldung wird geladen…',
    'Anmeldung bereit',
    'Schnellanmeldung nicht verfügbar',
  ],
  [Languages.POL]: [
    'Kontynuuj',
    'Zaloguj się przez {provider}',
    'Ładowanie logowania…',
    'Logowanie gotowe',
    'Szybkie logowanie jest niedostępne',
  ],
  [Languages.FRA]: [
    'Continuer',
    'Se connecter avec {provider}',
    'Chargement de la connexion…',
    'Connexion prête',
    'Connexion rapide indisponible',
  ],
  [Languages.UZB]: [
    'Davom etish',
    '{provider} orqali kirish',
    'Kirish yuklanmoqda…',
    'Kirish tayyor',
    'Tezkor kirish mavjud emas',
  ],
  [Languages.TURKEY]: [
    'Devam et',
    '{provider} ile giriş yap',
    'Giriş yükleniyor…',
    'Giriş hazır',
    'Hızlı giriş kullanılamıyor',
  ],
  [Languages.KAZ]: ['Жалғастыру', '{provider} арқылы кіру', 'Кіру жүктелуде…', 'Кіру дайын', 'Жылдам кіру қолжетімсіз'],
  [Languages.BEL]: [
    'Працягнуць',
    'Увайсці праз {provider}',
    'Загрузка ўваходу…',
    'Уваход гатовы',
    'Хуткі ўваход недаступны',
  ],
};

/** The strings of a language; an unknown id falls back to Russian, the spec's default. */
export function stringsFor(lang: LanguageId): WidgetStrings {
  const [cont, signInWith, loading, loaded, notLoaded] = ROWS[lang] ?? ROWS[Languages.RUS];
  const signIn = signInWith.replace('{provider}', 'VK ID');
  return { continue: cont, signIn, signInShort: 'VK ID', signInWith, frameTitle: signIn, loading, loaded, notLoaded };
}
