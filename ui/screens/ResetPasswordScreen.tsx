import { Link, useSearch } from '@tanstack/react-router';
import ResetPasswordForm from '../auth/ResetPasswordForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /reset-password?t=…: a new password for the recovery link's token. */
export default function ResetPasswordScreen() {
  const token = useSearch({ from: '/reset-password', select: (search) => search.t }) ?? '';
  return (
    <AuthPage title="Новый пароль" links={<Link to="/auth">Войти с паролем</Link>}>
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
