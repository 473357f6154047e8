import { Link } from '@tanstack/react-router';
import './parts/error.css';

/** The 404 page: bare, with a way home. */
export function NotFoundScreen() {
  return (
    <section className="screen container error-page">
      <p className="error-page__code">404</p>
      <h1>Страница не найдена</h1>
      <p>Возможно, она была удалена или вы ошиблись в адресе.</p>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </section>
  );
}
