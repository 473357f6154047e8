import { Link } from '@tanstack/react-router';

/** The three things a shopper does to earn (issue 31 §6), in the order they do them. */
const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Войдите по номеру телефона',
    text: 'Кэшбэк начисляется на ваш номер, поэтому сначала войдите или зарегистрируйтесь — это займёт минуту.',
  },
  {
    title: 'Выберите партнёра',
    text: 'Найдите магазин, кафе или онлайн-сервис в своём городе. Размер кэшбэка указан на карточке, акции и условия — на странице партнёра.',
  },
  {
    title: 'Покупайте и получайте кэшбэк',
    text: 'Оплатите покупку у партнёра способом, который он принимает, а в онлайн-магазин переходите по кнопке «Перейти в магазин». Часть суммы вернётся кэшбэком.',
  },
];

/**
 * «Как это работает» on the main page: how to earn cashback, and what PRO gives (docs/cashback.md: a PRO shopper
 * gets two shares where a base one gets one). A lazy chunk of its own: the server renders it, the browser keeps
 * that markup until the chunk arrives, and the first screen's script budget does not pay for it.
 */
export default function HowItWorks() {
  return (
    <section className="home-section how-it-works" aria-labelledby="how-it-works">
      <h2 id="how-it-works">Как это работает</h2>
      <ol className="how-it-works__steps">
        {STEPS.map((step) => (
          <li key={step.title} className="how-it-works__step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="how-it-works__pro">
        <div>
          <h3>Кэшбэк PRO — вдвое больше</h3>
          <p>
            Покупатель PRO получает двойной кэшбэк: где обычный кэшбэк 5&nbsp;%, у PRO — 10&nbsp;%. Обе цифры указаны на
            страницах партнёров рядом друг с другом.
          </p>
        </div>
        <Link to="/brands" className="button button--primary">
          Смотреть партнёров
        </Link>
      </div>
    </section>
  );
}
