/** Turkish: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: 'VK ID ile {}|Kaydol|Al|Aç|Hesapla|Sipariş ver|Siparişi tamamla|Talep gönder|Katıl',
  floating:
    '{app} hizmetine giriş yapın ya da kaydolun|{app} hesabınıza giriş yapın|Etkinliğe kaydolun|VK ID ile başvurun|{app} üzerinden VK ID ile sipariş verin|VK ID ile sipariş verin|{app} için hızlı kayıt|Hizmetin tüm özellikleri açılır, verileriniz de korunmaya devam eder.|VK ID ile sipariş ver|VK ID ile devam et|Kapat|VK ID ile giriş yap|Giriş yükleniyor…|Giriş hazır|Hızlı giriş kullanılamıyor',
} satisfies LanguageTexts;
