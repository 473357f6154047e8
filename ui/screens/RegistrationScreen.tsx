import { useEffect } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import '../routes/historyState.ts';
import RegistrationForm from '../auth/RegistrationForm.tsx';
import { useSession } from '../app/context.ts';
import { AuthPage } from './AuthPage.tsx';

/** /registration: a signed-in user is sent on to the brands (portal §4). */
export default function RegistrationScreen() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const phone = useRouterState({ select: (state) => state.location.state.registrationPhone });
  useEffect(() => {
    if (status === 'ready' && user !== null) {
      void navigate({ to: '/brands', replace: true });
    }
  }, [status, user, navigate]);
  return (
    <AuthPage title="Регистрация" links={<Link to="/login">Уже есть аккаунт? Войти</Link>}>
      <RegistrationForm
        phone={phone}
        onLogin={(known) => void navigate({ to: '/login', state: (previous) => ({ ...previous, loginPhone: known }) })}
      />
    </AuthPage>
  );
}
