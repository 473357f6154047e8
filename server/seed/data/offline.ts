/** Kinds of offline business; each maps to one offline category and drives hours and texts. */
export type OutletKind =
  | 'cafe'
  | 'coffee'
  | 'bakery'
  | 'grocery'
  | 'beauty'
  | 'health'
  | 'clothes'
  | 'sport'
  | 'kids'
  | 'auto'
  | 'flowers'
  | 'fun'
  | 'pets'
  | 'bar';

export interface OfflineCategorySeed {
  kind: OutletKind;
  name: string;
  keywords: string;
  /** One sentence about a business of this kind; {name} is filled in. */
  description: string;
}

export const OFFLINE_CATEGORIES: readonly OfflineCategorySeed[] = [
  {
    kind: 'cafe',
    name: 'Кафе и рестораны',
    keywords: 'еда, обед, ужин, ресторан, кафе',
    description: '{name} — домашняя кухня и сезонное меню в самом центре.',
  },
  {
    kind: 'coffee',
    name: 'Кофейни',
    keywords: 'кофе, капучино, десерты, завтрак',
    description: '{name} — кофе свежей обжарки, авторские напитки и выпечка с собой.',
  },
  {
    kind: 'bakery',
    name: 'Пекарни',
    keywords: 'хлеб, выпечка, круассаны, торты',
    description: '{name} печёт хлеб и круассаны каждое утро по старым рецептам.',
  },
  {
    kind: 'grocery',
    name: 'Продукты',
    keywords: 'продукты, фермерское, овощи, молочное',
    description: '{name} — свежие продукты от местных фермеров.',
  },
  {
    kind: 'beauty',
    name: 'Красота',
    keywords: 'стрижка, маникюр, салон, уход',
    description: '{name}: стрижки, окрашивание и уход от опытных мастеров.',
  },
  {
    kind: 'health',
    name: 'Здоровье и аптеки',
    keywords: 'аптека, лекарства, здоровье, врач',
    description: '{name} заботится о здоровье жителей всего района.',
  },
  {
    kind: 'clothes',
    name: 'Одежда и обувь',
    keywords: 'одежда, обувь, мода, джинсы',
    description: '{name} — одежда и обувь на каждый день и для особых случаев.',
  },
  {
    kind: 'sport',
    name: 'Спорт и фитнес',
    keywords: 'фитнес, спорт, тренировки, йога',
    description: '{name}: тренажёрный зал, групповые занятия и персональные тренировки.',
  },
  {
    kind: 'kids',
    name: 'Детям',
    keywords: 'игрушки, дети, развитие, праздник',
    description: '{name} — игрушки, книги и занятия для детей любого возраста.',
  },
  {
    kind: 'auto',
    name: 'Автоуслуги',
    keywords: 'автомойка, шиномонтаж, ремонт, авто',
    description: '{name}: быстрый сервис для вашего автомобиля без записи.',
  },
  {
    kind: 'flowers',
    name: 'Цветы и подарки',
    keywords: 'цветы, букеты, подарки, сувениры',
    description: '{name} соберёт букет или подарок за 15 минут.',
  },
  {
    kind: 'fun',
    name: 'Развлечения',
    keywords: 'кино, квест, боулинг, караоке',
    description: '{name} — отдых для всей семьи и компании друзей.',
  },
  {
    kind: 'pets',
    name: 'Зоотовары',
    keywords: 'корм, питомцы, ветеринар, груминг',
    description: '{name}: всё для кошек, собак и других питомцев.',
  },
  {
    kind: 'bar',
    name: 'Бары',
    keywords: 'бар, коктейли, пиво, вечер',
    description: '{name} — коктейли, крафтовое пиво и музыка до поздней ночи.',
  },
];

export interface BrandSeed {
  name: string;
  kind: OutletKind;
  /** A chain has outlets in many cities; a local brand lives in one. */
  chain: boolean;
}

const brand = (name: string, kind: OutletKind, chain = false): BrandSeed => ({ name, kind, chain });

export const BRANDS: readonly BrandSeed[] = [
  brand('Тёплый очаг', 'cafe'),
  brand('Самовар и Ко', 'cafe'),
  brand('Пельменная «Лепим»', 'cafe'),
  brand('Хинкальная «Горы»', 'cafe'),
  brand('Бистро «Ложка»', 'cafe'),
  brand('Трактир «Старый двор»', 'cafe'),
  brand('Суши Море', 'cafe', true),
  brand('Пицца Папы Карло', 'cafe', true),
  brand('Шашлычная «Мангал»', 'cafe'),
  brand('Блинная «Масленица»', 'cafe'),
  brand('Зерно', 'coffee', true),
  brand('Кофе Бриз', 'coffee', true),
  brand('Утро', 'coffee'),
  brand('Чашка', 'coffee'),
  brand('Арабика Лаб', 'coffee'),
  brand('Северная обжарка', 'coffee'),
  brand('Колосок', 'bakery', true),
  brand('Хлебный дом', 'bakery'),
  brand('Булочная Фёдора', 'bakery'),
  brand('Пекарня «Сдоба»', 'bakery'),
  brand('Фермерская лавка', 'grocery'),
  brand('Свежий рынок', 'grocery'),
  brand('Продукты у дома', 'grocery', true),
  brand('Зелёная корзина', 'grocery'),
  brand('Лавка вкусов', 'grocery'),
  brand('Салон «Лилия»', 'beauty'),
  brand('Барбершоп Борода', 'beauty', true),
  brand('Студия «Ноготок»', 'beauty'),
  brand('Красота рядом', 'beauty'),
  brand('Спа «Лотос»', 'beauty'),
  brand('Аптека Здоровье+', 'health', true),
  brand('Оптика «Взгляд»', 'health'),
  brand('Стоматология «Улыбка»', 'health'),
  brand('Массаж «Релакс»', 'health'),
  brand('Модный квартал', 'clothes'),
  brand('Обувь для всех', 'clothes', true),
  brand('Джинсовый двор', 'clothes'),
  brand('Ателье «Стежок»', 'clothes'),
  brand('Северный стиль', 'clothes'),
  brand('Фитнес Энергия', 'sport', true),
  brand('Йога-студия «Прана»', 'sport'),
  brand('Спортивная мастерская', 'sport'),
  brand('Бассейн «Волна»', 'sport'),
  brand('Скалодром «Вершина»', 'sport'),
  brand('Мир чудес', 'kids'),
  brand('Игрушкин', 'kids'),
  brand('Детская студия «Радуга»', 'kids'),
  brand('Автомойка «Блеск»', 'auto', true),
  brand('Шиномонтаж 24', 'auto'),
  brand('Автосервис «Мотор»', 'auto'),
  brand('Цветочная лавка', 'flowers'),
  brand('Букетная', 'flowers'),
  brand('Сундучок', 'flowers'),
  brand('Кинотеатр «Космос»', 'fun', true),
  brand('Квест-комната «Ключ»', 'fun'),
  brand('Боулинг «Страйк»', 'fun'),
  brand('Караоке «Голос»', 'fun'),
  brand('Зоомагазин «Хвостик»', 'pets', true),
  brand('Ветклиника «Айболит»', 'pets'),
  brand('Груминг «Пушистик»', 'pets'),
  brand('Бар «Крафт»', 'bar'),
  brand('Паб «Дублин»', 'bar'),
  brand('Винотека «Лоза»', 'bar'),
  brand('Бар «Полночь»', 'bar'),
];
