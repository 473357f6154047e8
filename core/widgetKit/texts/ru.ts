/** Russian: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} с VK ID|Записаться|Получить|Открыть|Рассчитать|Заказать|Оформить заказ|Оставить заявку|Участвовать',
  floating:
    'Войдите в {app} или зарегистрируйтесь|Вход в аккаунт {app}|Регистрация на мероприятие|Подайте заявку через VK ID|Заказ в {app} через VK ID|Оформите заказ через VK ID|Быстрая регистрация в {app}|Откроются все возможности сервиса, а ваши данные останутся под защитой.|Оформить через VK ID|Продолжить через VK ID|Закрыть|Войти через VK ID|Загрузка входа…|Вход готов|Быстрый вход недоступен',
} satisfies LanguageTexts;
