import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { AuthModalPage } from '../../core/domain/authModalPages.ts';
import { useSessionPart } from '../app/context.ts';
import { Modal } from '../components/Modal.tsx';
import { useAuthModal } from '../layout/useAuthModal.ts';
import './auth.css';

const RegistrationForm = lazy(() => import('./RegistrationForm.tsx'));
const LoginForm = lazy(() => import('./LoginForm.tsx'));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm.tsx'));

const TITLES: Readonly<Record<AuthModalPage, string>> = {
  registration: 'Регистрация',
  authorization: 'Вход',
  forgot: 'Восстановление пароля',
};

/**
 * The auth modal (portal §2): the page comes from `?modal=`, the tabs 'Регистрация' and 'Вход'
 * write it back; 'Вход' hides while an SMS code step shows. Width 480 px.
 */
export default function AuthModal({ page, onClose }: { page: AuthModalPage; onClose: () => void }) {
  const authModal = useAuthModal();
  const favourites = useSessionPart((snapshot) => snapshot.favourites);
  // Dismissed without signing in: a guest's ♡ that opened it is not added at some later sign-in.
  const dismiss = () => {
    favourites?.send({ type: 'favourite.intentDropped' });
    onClose();
  };
  const [codeStep, setCodeStep] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The SMS login's offer for an unknown number hands its phone to registration (kept out of the address).
  const [registrationPhone, setRegistrationPhone] = useState<string | undefined>(undefined);
  const registerWith = useCallback(
    (phone: string) => {
      setRegistrationPhone(phone);
      authModal.open('registration');
    },
    [authModal],
  );
  // The registration's offer for a registered number hands its phone to the SMS login, the same way.
  const [loginPhone, setLoginPhone] = useState<string | undefined>(undefined);
  const signInWith = useCallback(
    (phone: string) => {
      setLoginPhone(phone);
      authModal.open('authorization');
    },
    [authModal],
  );
  const onCodeStep = useCallback((step: boolean) => setCodeStep(step), []);
  const openLoginWith = useCallback(
    (message: string) => {
      setNotice(message);
      authModal.open('authorization');
    },
    [authModal],
  );

  useEffect(() => {
    setCodeStep(false);
  }, [page]);

  return (
    <Modal title={TITLES[page]} titleHidden={page !== 'forgot'} onClose={dismiss} width={480} className="auth-modal">
      <nav className="tabs" aria-label="Вход или регистрация">
        <button
          type="button"
          className="tabs__tab"
          aria-current={page === 'registration' ? 'page' : undefined}
          onClick={() => authModal.open('registration')}
        >
          Регистрация
        </button>
        {codeStep ? null : (
          <button
            type="button"
            className="tabs__tab"
            aria-current={page === 'authorization' ? 'page' : undefined}
            onClick={() => authModal.open('authorization')}
          >
            Вход
          </button>
        )}
      </nav>
      <Suspense fallback={<p className="form__notice">Загружается</p>}>
        {page === 'registration' ? (
          <RegistrationForm
            key={registrationPhone ?? ''}
            onCodeStep={onCodeStep}
            phone={registrationPhone}
            onLogin={signInWith}
          />
        ) : null}
        {page === 'authorization' ? (
          <LoginForm
            key={`${notice ?? ''}|${loginPhone ?? ''}`}
            inModal
            notice={notice}
            onCodeStep={onCodeStep}
            onRegister={registerWith}
            phone={loginPhone}
          />
        ) : null}
        {page === 'forgot' ? <ForgotPasswordForm inModal onOpenLogin={openLoginWith} /> : null}
      </Suspense>
      {page === 'authorization' && !codeStep ? (
        <nav className="form__links" aria-label="Другие способы входа">
          <button type="button" className="link-button" onClick={() => authModal.open('forgot')}>
            Забыли пароль?
          </button>
          <Link to="/auth" className="link-button">
            Войти с паролем
          </Link>
        </nav>
      ) : null}
      {page === 'forgot' ? (
        <nav className="form__links" aria-label="Другие способы входа">
          <button type="button" className="link-button" onClick={() => authModal.open('authorization')}>
            Вернуться ко входу
          </button>
        </nav>
      ) : null}
    </Modal>
  );
}
