import { Link } from '@tanstack/react-router';
import './parts/error.css';

/** The 505 page (/505) and the router's error page: bare, with a way to retry. */
export function ServerErrorScreen() {
  return (
    <section className="screen container error-page">
      <p className="error-page__code">505</p>
      <h1>Ошибка сервера</h1>
      <p>Что-то пошло не так. Попробуйте обновить страницу чуть позже.</p>
      <div className="hero__links">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Обновить страницу
        </button>
        <Link to="/" className="button button--ghost">
          На главную
        </Link>
      </div>
    </section>
  );
}
