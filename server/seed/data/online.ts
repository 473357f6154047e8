export type ShopKind =
  | 'clothes'
  | 'electronics'
  | 'home'
  | 'beauty'
  | 'kids'
  | 'food'
  | 'sport'
  | 'travel'
  | 'books'
  | 'pets'
  | 'pharmacy'
  | 'marketplace';

export const ONLINE_CATEGORIES: readonly { kind: ShopKind; name: string }[] = [
  { kind: 'marketplace', name: 'Маркетплейсы' },
  { kind: 'clothes', name: 'Одежда и обувь' },
  { kind: 'electronics', name: 'Электроника' },
  { kind: 'home', name: 'Дом и сад' },
  { kind: 'beauty', name: 'Красота и здоровье' },
  { kind: 'kids', name: 'Детские товары' },
  { kind: 'food', name: 'Продукты и доставка' },
  { kind: 'sport', name: 'Спорт и отдых' },
  { kind: 'travel', name: 'Путешествия' },
  { kind: 'books', name: 'Книги и хобби' },
  { kind: 'pets', name: 'Зоотовары' },
  { kind: 'pharmacy', name: 'Аптеки' },
];

export interface ShopSeed {
  name: string;
  kind: ShopKind;
  domain: string;
  description: string;
}

const shop = (name: string, kind: ShopKind, domain: string, description: string): ShopSeed => ({
  name,
  kind,
  domain,
  description,
});

export const SHOPS: readonly ShopSeed[] = [
  shop('Всё Рядом Маркет', 'marketplace', 'vse-ryadom-market.ru', 'Миллионы товаров с доставкой за день.'),
  shop('Базар.онлайн', 'marketplace', 'bazar-online.ru', 'Маркетплейс товаров от местных продавцов.'),
  shop('Мегалавка', 'marketplace', 'megalavka.ru', 'Всё для дома, отдыха и работы в одном месте.'),
  shop('Гардероб', 'clothes', 'garderob-shop.ru', 'Модная одежда для всей семьи.'),
  shop('Шаг вперёд', 'clothes', 'shag-vpered.ru', 'Обувь российских фабрик.'),
  shop('Лён и хлопок', 'clothes', 'len-hlopok.ru', 'Одежда из натуральных тканей.'),
  shop('Пуховик.ру', 'clothes', 'puhovik-shop.ru', 'Тёплая верхняя одежда для сибирской зимы.'),
  shop('ТехноДом', 'electronics', 'tehnodom-online.ru', 'Бытовая техника и электроника с установкой.'),
  shop('Гаджет Сити', 'electronics', 'gadget-city.ru', 'Смартфоны, планшеты и аксессуары.'),
  shop('Цифровой мир', 'electronics', 'cifrovoy-mir.ru', 'Ноутбуки и компьютеры под любые задачи.'),
  shop('Звук и свет', 'electronics', 'zvuk-svet.ru', 'Наушники, колонки и умный дом.'),
  shop('Уютный дом', 'home', 'uyutny-dom.ru', 'Текстиль, посуда и декор.'),
  shop('Дача и сад', 'home', 'dacha-sad.ru', 'Семена, инструменты и садовая мебель.'),
  shop('Мебельный двор', 'home', 'mebel-dvor.ru', 'Мебель с доставкой и сборкой.'),
  shop('Строй-ка', 'home', 'stroy-ka.ru', 'Стройматериалы и товары для ремонта.'),
  shop('Косметичка', 'beauty', 'kosmetichka.ru', 'Уходовая и декоративная косметика.'),
  shop('Природная аптека красоты', 'beauty', 'prirodnaya-krasota.ru', 'Натуральная косметика и масла.'),
  shop('Парфюм-бутик', 'beauty', 'parfum-butik.ru', 'Ароматы мировых и нишевых марок.'),
  shop('Карапуз', 'kids', 'karapuz-shop.ru', 'Всё для малышей от рождения до школы.'),
  shop('Школьный ранец', 'kids', 'shkolny-ranec.ru', 'Канцелярия, рюкзаки и форма к школе.'),
  shop('Конструктор-Клуб', 'kids', 'konstruktor-club.ru', 'Конструкторы и развивающие игры.'),
  shop('Доставка с грядки', 'food', 'dostavka-s-gryadki.ru', 'Фермерские продукты к вашей двери.'),
  shop('Вкусно дома', 'food', 'vkusno-doma.ru', 'Готовые наборы для ужина за 30 минут.'),
  shop('Чайная лавка', 'food', 'chaynaya-lavka.ru', 'Чай и кофе со всего мира.'),
  shop('Сладкоежка', 'food', 'sladkoezhka.ru', 'Торты и десерты на заказ.'),
  shop('Спортмаркет', 'sport', 'sportmarket-online.ru', 'Одежда и инвентарь для спорта.'),
  shop('Турист', 'sport', 'turist-shop.ru', 'Палатки, рюкзаки и снаряжение для походов.'),
  shop('Велодром', 'sport', 'velodrom-shop.ru', 'Велосипеды, самокаты и запчасти.'),
  shop('Рыбалка и охота', 'sport', 'rybalka-ohota.ru', 'Снасти и экипировка.'),
  shop('Дорога', 'travel', 'doroga-travel.ru', 'Билеты на поезда и автобусы.'),
  shop('Отельчик', 'travel', 'otelchik.ru', 'Гостиницы и апартаменты по всей России.'),
  shop('Крылья', 'travel', 'krylya-avia.ru', 'Авиабилеты без скрытых сборов.'),
  shop('Экскурсии.ру', 'travel', 'ekskursii-online.ru', 'Экскурсии с местными гидами.'),
  shop('Книжная полка', 'books', 'knizhnaya-polka.ru', 'Книги, комиксы и аудиокниги.'),
  shop('Мастерская хобби', 'books', 'hobby-master.ru', 'Товары для рукоделия и творчества.'),
  shop('Настолки', 'books', 'nastolki-shop.ru', 'Настольные игры для компании и семьи.'),
  shop('Лапа', 'pets', 'lapa-zoo.ru', 'Корма и игрушки для питомцев.'),
  shop('Аквариум', 'pets', 'akvarium-shop.ru', 'Аквариумы, рыбки и оборудование.'),
  shop('Аптека онлайн 24', 'pharmacy', 'apteka-online24.ru', 'Лекарства с доставкой и самовывозом.'),
  shop('Витамин', 'pharmacy', 'vitamin-apteka.ru', 'Витамины, БАДы и товары для здоровья.'),
  shop('Оптика.онлайн', 'pharmacy', 'optika-online.ru', 'Контактные линзы и очки.'),
  shop('Медтехника', 'pharmacy', 'medtehnika-shop.ru', 'Тонометры, ингаляторы и ортопедия.'),
  shop('Цветы почтой', 'home', 'cvety-pochtoy.ru', 'Доставка букетов по всей стране.'),
];
