import type { ExternalProvider } from './params.ts';

/** Visible text of the provider's pages, in the two languages the stand-in speaks. */
export interface ProviderStrings {
  lang: 'ru' | 'en';
  frameTitle: string;
  continueAs(firstName: string): string;
  otherAccount: string;
  providerLabel: Record<ExternalProvider, string>;
  signInWith: Record<ExternalProvider, string>;
  signInTo(appName: string): string;
  chooseAccount: string;
  cameFrom(provider: string): string;
  decline: string;
  devNote: string;
  doneClose: string;
  declinedClose: string;
  noOpener: string;
  /** The floating panel's title for a content id (0–6), naming the app. */
  floatingTitle(contentId: number, appName: string): string;
  /** What the floating panel's frame says once the page reports the sign-in done. */
  floatingDone: string;
}

const RU: ProviderStrings = {
  lang: 'ru',
  frameTitle: 'Вход в один тап',
  continueAs: (firstName) => `Продолжить как ${firstName}`,
  otherAccount: 'Другой аккаунт',
  providerLabel: { ok_ru: 'OK', mail_ru: 'Mail' },
  signInWith: { ok_ru: 'Войти через OK', mail_ru: 'Войти через Mail' },
  signInTo: (appName) => `Вход в «${appName}»`,
  chooseAccount:
    'Выберите, под каким аккаунтом войти. Приложение узнает имя, телефон, почту и дату рождения этого аккаунта.',
  cameFrom: (provider) => `Вы выбрали вход через ${provider}: в этом тестовом провайдере он ведёт к тем же аккаунтам.`,
  decline: 'Отказаться',
  devNote: 'Это тестовый провайдер для разработки. Пароль не нужен, данные вымышлены.',
  doneClose: 'Готово. Это окно можно закрыть.',
  declinedClose: 'Вход отменён. Это окно можно закрыть.',
  noOpener: 'Страница, с которой начался вход, недоступна: вернитесь к ней и начните снова.',
  floatingTitle: (contentId, appName) =>
    [
      `Вход в «${appName}»`,
      `Аккаунт «${appName}»`,
      'Запись на мероприятие',
      'Заявка через VK ID',
      `Заказ в «${appName}»`,
      'Оформление заказа',
      `Быстрая регистрация в «${appName}»`,
    ][contentId] ?? `Вход в «${appName}»`,
  floatingDone: 'Вы вошли.',
};

const EN: ProviderStrings = {
  lang: 'en',
  frameTitle: 'One-tap sign-in',
  continueAs: (firstName) => `Continue as ${firstName}`,
  otherAccount: 'Another account',
  providerLabel: { ok_ru: 'OK', mail_ru: 'Mail' },
  signInWith: { ok_ru: 'Sign in with OK', mail_ru: 'Sign in with Mail' },
  signInTo: (appName) => `Sign in to “${appName}”`,
  chooseAccount: 'Pick the account to sign in with. The app will learn its name, phone, e-mail and birthday.',
  cameFrom: (provider) => `You chose to sign in with ${provider}: in this test provider it leads to the same accounts.`,
  decline: 'Decline',
  devNote: 'This is a test provider for development. No password is needed; the people are made up.',
  doneClose: 'Done. You can close this window.',
  declinedClose: 'Sign-in cancelled. You can close this window.',
  noOpener: 'The page that started the sign-in is gone: go back to it and start again.',
  floatingTitle: (contentId, appName) =>
    [
      `Sign in to “${appName}”`,
      `Your “${appName}” account`,
      'Event registration',
      'Apply with VK ID',
      `Order from “${appName}”`,
      'Checkout',
      `Quick sign-up for “${appName}”`,
    ][contentId] ?? `Sign in to “${appName}”`,
  floatingDone: 'You are signed in.',
};

/** Russian for lang_id 0 (RUS), English for every other language id. */
export function stringsFor(langId: number): ProviderStrings {
  return langId === 0 ? RU : EN;
}
