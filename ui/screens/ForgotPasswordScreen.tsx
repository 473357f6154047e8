import { Link } from '@tanstack/react-router';
import ForgotPasswordForm from '../auth/ForgotPasswordForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /forgot-password: recovery by phone; the link to set a new password comes by SMS. */
export default function ForgotPasswordScreen() {
  return (
    <AuthPage title="Восстановление пароля" links={<Link to="/auth">Вернуться ко входу</Link>}>
      <ForgotPasswordForm inModal={false} />
    </AuthPage>
  );
}
