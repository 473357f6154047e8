/** A seeded city: its centre, landline code and a few of its own streets. */
export interface CitySeed {
  name: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the city's opening hours (migration 0006 gives existing databases the same). */
  timeZone: string;
  phoneCode: string;
  /** Path segment of the city on 2ГИС. */
  slug: string;
  streets: string[];
}

export const CITIES: readonly CitySeed[] = [
  { name: 'Москва', latitude: 55.7558, longitude: 37.6173, timeZone: 'Europe/Moscow', phoneCode: '495', slug: 'moscow', streets: ['ул. Тверская', 'ул. Арбат', 'Ленинский пр-т', 'ул. Покровка', 'ул. Маросейка', 'Кутузовский пр-т'] },
  { name: 'Санкт-Петербург', latitude: 59.9343, longitude: 30.3351, timeZone: 'Europe/Moscow', phoneCode: '812', slug: 'spb', streets: ['Невский пр-т', 'ул. Рубинштейна', 'Лиговский пр-т', 'Большой пр-т П.С.', 'ул. Марата'] },
  { name: 'Казань', latitude: 55.7963, longitude: 49.1088, timeZone: 'Europe/Moscow', phoneCode: '843', slug: 'kazan', streets: ['ул. Баумана', 'ул. Петербургская', 'ул. Кремлёвская', 'пр-т Ямашева'] },
  { name: 'Новосибирск', latitude: 55.0302, longitude: 82.9204, timeZone: 'Asia/Novosibirsk', phoneCode: '383', slug: 'novosibirsk', streets: ['Красный пр-т', 'ул. Фрунзе', 'ул. Каменская', 'ул. Дуси Ковальчук'] },
  { name: 'Екатеринбург', latitude: 56.8389, longitude: 60.6057, timeZone: 'Asia/Yekaterinburg', phoneCode: '343', slug: 'ekaterinburg', streets: ['ул. Вайнера', 'пр-т Ленина', 'ул. Малышева', 'ул. 8 Марта'] },
  { name: 'Нижний Новгород', latitude: 56.3269, longitude: 44.0059, timeZone: 'Europe/Moscow', phoneCode: '831', slug: 'n_novgorod', streets: ['ул. Большая Покровская', 'ул. Рождественская', 'пр-т Гагарина'] },
  { name: 'Самара', latitude: 53.1959, longitude: 50.1002, timeZone: 'Europe/Samara', phoneCode: '846', slug: 'samara', streets: ['ул. Ленинградская', 'ул. Куйбышева', 'Московское ш.'] },
  { name: 'Краснодар', latitude: 45.0355, longitude: 38.9753, timeZone: 'Europe/Moscow', phoneCode: '861', slug: 'krasnodar', streets: ['ул. Красная', 'ул. Северная', 'ул. Ставропольская'] },
  { name: 'Воронеж', latitude: 51.6608, longitude: 39.2003, timeZone: 'Europe/Moscow', phoneCode: '473', slug: 'voronezh', streets: ['пр-т Революции', 'ул. Плехановская', 'ул. Кольцовская'] },
  { name: 'Пермь', latitude: 58.0105, longitude: 56.2502, timeZone: 'Asia/Yekaterinburg', phoneCode: '342', slug: 'perm', streets: ['Комсомольский пр-т', 'ул. Ленина', 'ул. Сибирская'] },
  { name: 'Уфа', latitude: 54.7388, longitude: 55.9721, timeZone: 'Asia/Yekaterinburg', phoneCode: '347', slug: 'ufa', streets: ['ул. Ленина', 'пр-т Октября', 'ул. Коммунистическая'] },
  { name: 'Ростов-на-Дону', latitude: 47.2357, longitude: 39.7015, timeZone: 'Europe/Moscow', phoneCode: '863', slug: 'rostov', streets: ['ул. Большая Садовая', 'Будённовский пр-т', 'пр-т Соколова'] },
  { name: 'Челябинск', latitude: 55.1644, longitude: 61.4368, timeZone: 'Asia/Yekaterinburg', phoneCode: '351', slug: 'chelyabinsk', streets: ['ул. Кирова', 'пр-т Ленина', 'ул. Свободы'] },
  { name: 'Омск', latitude: 54.9885, longitude: 73.3242, timeZone: 'Asia/Omsk', phoneCode: '381', slug: 'omsk', streets: ['ул. Ленина', 'ул. Карла Маркса', 'ул. Гагарина'] },
];

/** Streets that every Russian city has. */
export const COMMON_STREETS: readonly string[] = [
  'ул. Ленина',
  'ул. Мира',
  'ул. Советская',
  'пр-т Победы',
  'ул. Гагарина',
  'ул. Пушкина',
  'ул. Горького',
  'ул. Кирова',
  'ул. Садовая',
  'ул. Центральная',
  'ул. Молодёжная',
  'ул. Школьная',
  'ул. Лесная',
  'ул. Набережная',
  'ул. Комсомольская',
  'пр-т Строителей',
  'ул. Чехова',
  'ул. Лермонтова',
  'ул. Толстого',
  'ул. Московская',
  'ул. Октябрьская',
  'ул. Первомайская',
  'б-р Космонавтов',
  'ул. Спортивная',
  'пер. Почтовый',
  'ул. Солнечная',
  'ул. Дружбы',
];
