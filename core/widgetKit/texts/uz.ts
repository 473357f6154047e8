/** Uzbek: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions:
    'VK ID orqali {}|Yozilish|Olish|Ochish|Hisoblash|Buyurtma berish|Buyurtmani rasmiylashtirish|Ariza qoldirish|Ishtirok etish',
  floating:
    '{app} xizmatiga kiring yoki roʻyxatdan oʻting|{app} hisobingizga kiring|Tadbirga roʻyxatdan oʻting|VK ID orqali ariza yuboring|{app} xizmatida VK ID orqali buyurtma bering|VK ID orqali buyurtma bering|{app} xizmatida tezkor roʻyxatdan oʻtish|Xizmatning barcha imkoniyatlari ochiladi, maʼlumotlaringiz esa himoyada qoladi.|VK ID orqali buyurtma berish|VK ID orqali davom etish|Yopish|VK ID orqali kirish|Kirish yuklanmoqda…|Kirish tayyor|Tezkor kirish mavjud emas',
} satisfies LanguageTexts;
