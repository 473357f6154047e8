/**
 * Every visible and accessible string of the kit in the 11 languages of widget-kit §3, written by us.
 * Kept as one compact row per language, because the table ships in the widget bundle.
 */
import { Languages, type LanguageId, type ProviderNameValue } from './constants.ts';

export interface WidgetStrings {
  /** The one-tap button's initial text, before its width is measured. */
  continue: string;
  /** The long button text, also the button's accessible name in every mode ('Sign in with VK ID'). */
  signIn: string;
  /** The short button text. */
  signInShort: string;
  /** The secondary line above the provider buttons. */
  oauthListLine: string;
  /** A provider button's text and accessible name; `{provider}` is replaced by the provider's name. */
  signInWith: string;
  /** The frame's title (the same words as the button: the frame is the button, loaded). */
  frameTitle: string;
  /** Polite announcements of the widget's state. */
  loading: string;
  loaded: string;
  notLoaded: string;
  /** Accessible name of the row of provider buttons (the line above it). */
  providerListLabel: string;
}

/** Brand names stay as they are in every language. */
export const PROVIDER_DISPLAY_NAMES: Readonly<Record<ProviderNameValue, string>> = { vkid: 'VK ID', ok_ru: 'OK', mail_ru: 'Mail' };

// Row: continue, oauthListLine, signInWith, loading, loaded, notLoaded. The long text is signInWith for 'VK ID'.
type Row = readonly [string, string, string, string, string, string];

const ROWS: Readonly<Record<LanguageId, Row>> = {
  [Languages.RUS]: ['Продолжить', 'Или войдите через', 'Войти через {provider}', 'Загрузка входа…', 'Вход готов', 'Быстрый вход недоступен'],
  [Languages.UKR]: ['Продовжити', 'Або увійдіть через', 'Увійти через {provider}', 'Завантаження входу…', 'Вхід готовий', 'Швидкий вхід недоступний'],
  [Languages.ENG]: ['Continue', 'Or sign in with', 'Sign in with {provider}', 'Loading sign-in…', 'Sign-in is ready', 'Quick sign-in is unavailable'],
  [Languages.SPA]: ['Continuar', 'O inicia sesión con', 'Iniciar sesión con {provider}', 'Cargando el inicio de sesión…', 'Inicio de sesión listo', 'El inicio rápido no está disponible'],
  [Languages.GERMAN]: ['Weiter', 'Oder anmelden mit', 'Mit {provider} anmelden', 'Anmeldung wird geladen…', 'Anmeldung bereit', 'Schnellanmeldung nicht verfügbar'],
  [Languages.POL]: ['Kontynuuj', 'Lub zaloguj się przez', 'Zaloguj się przez {provider}', 'Ładowanie logowania…', 'Logowanie gotowe', 'Szybkie logowanie jest niedostępne'],
  [Languages.FRA]: ['Continuer', 'Ou connectez-vous avec', 'Se connecter avec {provider}', 'Chargement de la connexion…', 'Connexion prête', 'Connexion rapide indisponible'],
  [Languages.UZB]: ['Davom etish', 'Yoki quyidagilar orqali kiring', '{provider} orqali kirish', 'Kirish yuklanmoqda…', 'Kirish tayyor', 'Tezkor kirish mavjud emas'],
  [Languages.TURKEY]: ['Devam et', 'Ya da şunlarla giriş yapın', '{provider} ile giriş yap', 'Giriş yükleniyor…', 'Giriş hazır', 'Hızlı giriş kullanılamıyor'],
  [Languages.KAZ]: ['Жалғастыру', 'Немесе мыналар арқылы кіріңіз', '{provider} арқылы кіру', 'Кіру жүктелуде…', 'Кіру дайын', 'Жылдам кіру қолжетімсіз'],
  [Languages.BEL]: ['Працягнуць', 'Або ўвайдзіце праз', 'Увайсці праз {provider}', 'Загрузка ўваходу…', 'Уваход гатовы', 'Хуткі ўваход недаступны'],
};

/** The strings of a language; an unknown id falls back to Russian, the spec's default. */
export function stringsFor(lang: LanguageId): WidgetStrings {
  const [cont, oauthListLine, signInWith, loading, loaded, notLoaded] = ROWS[lang] ?? ROWS[Languages.RUS];
  const signIn = signInWith.replace('{provider}', 'VK ID');
  return { continue: cont, signIn, signInShort: 'VK ID', oauthListLine, signInWith, frameTitle: signIn, loading, loaded, notLoaded, providerListLabel: oauthListLine };
}

/** 'Sign in with {provider}' for one provider, in the strings' language. */
export function signInWithText(strings: WidgetStrings, provider: ProviderNameValue): string {
  return strings.signInWith.replace('{provider}', PROVIDER_DISPLAY_NAMES[provider]);
}

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
