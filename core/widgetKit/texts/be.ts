/** Belarusian: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} з VK ID|Запісацца|Атрымаць|Адкрыць|Разлічыць|Заказаць|Аформіць заказ|Пакінуць заяўку|Удзельнічаць',
  floating:
    'Увайдзіце ў {app} або зарэгіструйцеся|Уваход у акаўнт {app}|Рэгістрацыя на мерапрыемства|Падайце заяўку праз VK ID|Заказ у {app} праз VK ID|Аформіце заказ праз VK ID|Хуткая рэгістрацыя ў {app}|Адкрыюцца ўсе магчымасці сэрвісу, а вашы даныя застануцца пад аховай.|Аформіць праз VK ID|Працягнуць праз VK ID|Закрыць|Увайсці праз VK ID|Загрузка ўваходу…|Уваход гатовы|Хуткі ўваход недаступны',
} satisfies LanguageTexts;
