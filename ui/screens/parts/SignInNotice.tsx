/** What a screen says to a visitor who must sign in first, and the button that opens the sign-in. */
import type { ReactNode } from 'react';
import { useSession } from '../../app/context.ts';
import { useAuthModal } from '../../layout/useAuthModal.ts';

/** «Войти» (or another label): opens the sign-in modal over the page. */
export function SignInButton({ children = 'Войти' }: { children?: ReactNode }) {
  const authModal = useAuthModal();
  return (
    <button type="button" className="button button--primary" onClick={() => authModal.open('authorization')}>
      {children}
    </button>
  );
}

/**
 * The top of a screen for signed-in shoppers: «Загрузка…» while the session settles, then, signed out, why to
 * sign in (`reason`) with «Войти»; nothing once a shopper is signed in.
 */
export function SignInNotice({ reason }: { reason: string }) {
  const { status, user } = useSession();
  if (status !== 'ready') {
    return (
      <p className="notice" role="status">
        Загрузка…
      </p>
    );
  }
  if (user !== null) {
    return null;
  }
  return (
    <div className="notice">
      <p>{reason}</p>
      <SignInButton />
    </div>
  );
}
