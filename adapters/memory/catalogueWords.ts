/** Word lists the seeded catalogue draws names from. */

export const CITIES = [
  { name: 'Москва', latitude: 55.7558, longitude: 37.6173, timeZone: 'Europe/Moscow' },
  { name: 'Санкт-Петербург', latitude: 59.9343, longitude: 30.3351, timeZone: 'Europe/Moscow' },
  { name: 'Казань', latitude: 55.7963, longitude: 49.1088, timeZone: 'Europe/Moscow' },
  { name: 'Екатеринбург', latitude: 56.8389, longitude: 60.6057, timeZone: 'Asia/Yekaterinburg' },
  { name: 'Новосибирск', latitude: 55.0084, longitude: 82.9357, timeZone: 'Asia/Novosibirsk' },
  { name: 'Нижний Новгород', latitude: 56.2965, longitude: 43.9361, timeZone: 'Europe/Moscow' },
  { name: 'Самара', latitude: 53.1959, longitude: 50.1002, timeZone: 'Europe/Samara' },
  { name: 'Краснодар', latitude: 45.0355, longitude: 38.9753, timeZone: 'Europe/Moscow' },
  { name: 'Воронеж', latitude: 51.6608, longitude: 39.2003, timeZone: 'Europe/Moscow' },
  { name: 'Пермь', latitude: 58.0105, longitude: 56.2502, timeZone: 'Asia/Yekaterinburg' },
  { name: 'Уфа', latitude: 54.7388, longitude: 55.9721, timeZone: 'Asia/Yekaterinburg' },
  { name: 'Тюмень', latitude: 57.1522, longitude: 65.5272, timeZone: 'Asia/Yekaterinburg' },
] as const;

export const OFFLINE_CATEGORIES = [
  'Кафе и рестораны',
  'Продукты',
  'Одежда и обувь',
  'Красота и здоровье',
  'Спорт',
  'Детские товары',
  'Дом и сад',
  'Автоуслуги',
  'Аптеки',
  'Развлечения',
] as const;

export const ONLINE_CATEGORIES = [
  'Маркетплейсы',
  'Электроника',
  'Одежда',
  'Путешествия',
  'Книги',
  'Товары для дома',
  'Косметика',
  'Доставка еды',
] as const;

export const BRAND_ADJECTIVES = [
  'Уютный',
  'Северный',
  'Добрый',
  'Золотой',
  'Зелёный',
  'Городской',
  'Солнечный',
  'Весёлый',
  'Тихий',
  'Первый',
  'Свежий',
  'Старый',
] as const;

export const BRAND_NOUNS = [
  'Двор',
  'Уголок',
  'Сад',
  'Рынок',
  'Квартал',
  'Дом',
  'Берег',
  'Остров',
  'Мост',
  'Парк',
  'Ветер',
  'Лес',
] as const;

export const SHOP_STEMS = [
  'Маркет',
  'Шоп',
  'Мир',
  'Лавка',
  'Стиль',
  'Точка',
  'Хаб',
  'Склад',
  'Экспресс',
  'Плюс',
] as const;

export const SHOP_PREFIXES = [
  'Техно',
  'Эко',
  'Мега',
  'Дом',
  'Книго',
  'Спорт',
  'Вкусно',
  'Быстро',
  'Умный',
  'Модный',
] as const;

export const STREETS = [
  'ул. Ленина',
  'ул. Гагарина',
  'пр. Мира',
  'ул. Садовая',
  'ул. Пушкина',
  'ул. Советская',
  'наб. Речная',
  'ул. Лесная',
  'пр. Победы',
  'ул. Школьная',
] as const;

export const OFFERS = [
  'Кэшбэк на каждую покупку',
  'Двойной кэшбэк по выходным',
  'Скидка для жителей района',
  'Подарок к первой покупке',
] as const;

export const TERMS = [
  'Кэшбэк начисляется после подтверждения покупки.',
  'Предложение действует при оплате картой программы.',
  'Не суммируется с другими акциями.',
  'Кэшбэк зачисляется в течение 14 дней.',
] as const;

export const NEWS_TOPICS = [
  'Новые партнёры',
  'Повышенный кэшбэк',
  'Обновление приложения',
  'Акция выходного дня',
  'Итоги месяца',
] as const;

export const FIRST_NAMES = ['Анна', 'Иван', 'Мария', 'Алексей', 'Ольга', 'Дмитрий', 'Елена', 'Сергей'] as const;

export const FEEDBACK_TEXTS = [
  'Всё понравилось',
  'Быстро обслужили',
  'Хороший выбор',
  'Вернусь ещё',
  'Могло быть лучше',
] as const;
