import { Link } from '@tanstack/react-router';
import PasswordLoginForm from '../auth/PasswordLoginForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /auth: login with password. */
export default function PasswordLoginScreen() {
  return (
    <AuthPage
      title="Вход с паролем"
      links={
        <>
          <Link to="/login">Войти по СМС</Link>
          <Link to="/forgot-password">Забыли пароль?</Link>
        </>
      }
    >
      <PasswordLoginForm />
    </AuthPage>
  );
}
