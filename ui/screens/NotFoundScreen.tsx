import { Link } from '@tanstack/react-router';
import { NOT_FOUND_PAGE } from '../app/pageHead.ts';
import './parts/error.css';

/** The 404 page: bare, with a way home. */
export function NotFoundScreen() {
  return (
    <section className="screen container error-page">
      <p className="error-page__code">404</p>
      <h1>{NOT_FOUND_PAGE.title}</h1>
      <p>{NOT_FOUND_PAGE.hint}</p>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </section>
  );
}
