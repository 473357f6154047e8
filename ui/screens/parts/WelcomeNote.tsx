import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import './welcome.css';

export interface WelcomeNoteProps {
  /** «Понятно»: the page takes `?welcome` out of its address. */
  onDismiss: () => void;
}

/**
 * The welcome a new shopper lands on after registering (/brands?welcome=1, issue 19): what to do next — choose
 * partners, cashback comes after a purchase, where the favourites are — until «Понятно» dismisses it. ♡ is on the
 * cards of outlets and online shops (the favourites the portal keeps), not on a partner's page (issue 31 §7).
 */
export function WelcomeNote({ onDismiss }: WelcomeNoteProps) {
  const titleId = useId();
  return (
    <section className="welcome" aria-labelledby={titleId}>
      <h2 id={titleId} className="welcome__title">
        Добро пожаловать в «Рядом»!
      </h2>
      <ol className="welcome__steps">
        <li>Выберите партнёров ниже: кафе, магазины и услуги вашего города.</li>
        <li>Покупайте у них как обычно: кэшбэк начисляется после покупки.</li>
        <li>
          Добавляйте точки и онлайн-магазины в <Link to="/favourites">«Избранное»</Link> кнопкой ♡ на их карточках: оно
          всегда в меню профиля.
        </li>
      </ol>
      <button type="button" className="button button--primary" onClick={onDismiss}>
        Понятно
      </button>
    </section>
  );
}
