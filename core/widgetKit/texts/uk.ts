/** Ukrainian: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions:
    '{} з VK ID|Записатися|Отримати|Відкрити|Розрахувати|Замовити|Оформити замовлення|Залишити заявку|Взяти участь',
  floating:
    'Увійдіть у {app} або зареєструйтеся|Вхід до акаунта {app}|Реєстрація на захід|Подайте заявку через VK ID|Замовлення в {app} через VK ID|Оформіть замовлення через VK ID|Швидка реєстрація в {app}|Відкриються всі можливості сервісу, а ваші дані залишаться під захистом.|Оформити через VK ID|Продовжити через VK ID|Закрити|Увійти через VK ID|Завантаження входу…|Вхід готовий|Швидкий вхід недоступний',
} satisfies LanguageTexts;
