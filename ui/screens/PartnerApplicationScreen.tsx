import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../app/context.ts';
import { useAuthModal } from '../layout/useAuthModal.ts';
import { PartnerApplicationForm } from './PartnerApplicationForm.tsx';

/** /partner_application: a business asks to become a partner; a visitor is asked to log in first. */
export default function PartnerApplicationScreen() {
  const { status, user } = useSession();
  const authModal = useAuthModal();
  const askedToLogin = useRef(false);

  useEffect(() => {
    if (status === 'ready' && user === null && !askedToLogin.current) {
      askedToLogin.current = true;
      authModal.open('authorization');
    }
  }, [status, user, authModal]);

  return (
    <section className="auth-page">
      <Link to="/" className="navbar__logo auth-page__logo">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>Рядом</span>
      </Link>
      <div className="auth-page__card auth-page__card--wide">
        <h1>Стать партнёром</h1>
        {status !== 'ready' ? (
          <p className="notice" role="status">
            Загрузка…
          </p>
        ) : null}
        {status === 'ready' && user === null ? (
          <div className="notice">
            <p>Чтобы отправить заявку, войдите в аккаунт.</p>
            <button type="button" className="button button--primary" onClick={() => authModal.open('authorization')}>
              Войти
            </button>
          </div>
        ) : null}
        {user !== null ? <PartnerApplicationForm /> : null}
      </div>
    </section>
  );
}
