import { Link } from '@tanstack/react-router';
import LoginForm from '../auth/LoginForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /login: the SMS login as a page; success (or a user already signed in) opens the personal cabinet. */
export default function LoginScreen() {
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
      <LoginForm inModal={false} />
    </AuthPage>
  );
}
