import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import '../routes/historyState.ts';
import LoginForm from '../auth/LoginForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /login: the SMS login as a page; success (or a user already signed in) opens the personal cabinet. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const phone = useRouterState({ select: (state) => state.location.state.loginPhone });
  return (
    <AuthPage
      title="Вход"
      links={
        <>
          <Link to="/registration">Регистрация</Link>
          <Link to="/auth">Войти с паролем</Link>
          <Link to="/forgot-password">Забыли пароль?</Link>
        </>
      }
    >
      <LoginForm
        inModal={false}
        phone={phone}
        onRegister={(phone) =>
          void navigate({ to: '/registration', state: (previous) => ({ ...previous, registrationPhone: phone }) })
        }
      />
    </AuthPage>
  );
}
