import { lazy, Suspense, useEffect } from 'react';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { sessionDialog } from '../../core/domain/sessionDialog.ts';
import { useAppSession, useSessionPart } from '../app/context.ts';
import { isErrorPage } from './layoutRules.ts';
import { useAuthModal } from './useAuthModal.ts';

const CityModal = lazy(() => import('../components/CityModal.tsx'));
const AuthModal = lazy(() => import('../auth/AuthModal.tsx'));

/**
 * The city modal and the auth modal, one at a time (core/domain/sessionDialog.ts). The auth modal follows
 * `?modal=` once the session is known and only for a signed-out visitor (portal §4: it closes once a user
 * is logged in); both load on demand.
 */
export function SessionModals() {
  const session = useAppSession();
  const status = useSessionPart((snapshot) => snapshot.status);
  const signedIn = useSessionPart((snapshot) => snapshot.user !== null);
  const cityModalOpen = useSessionPart((snapshot) => snapshot.cityModalOpen);
  const favourites = useSessionPart((snapshot) => snapshot.favourites);
  const modal = useSearch({ strict: false, select: (search) => search.modal });
  const authModal = useAuthModal();

  useEffect(() => {
    if (signedIn && modal !== undefined) {
      authModal.close();
    }
  }, [signedIn, modal, authModal]);

  useEffect(() => {
    // A signed-out visitor's favourite toggle asks for the login form.
    const subscription = favourites?.on('login.required', () => authModal.open('authorization'));
    return () => subscription?.unsubscribe();
  }, [favourites, authModal]);

  const errorPage = useRouterState({ select: (state) => isErrorPage(state.matches) });
  // One dialog at a time: the auth modal wins, the city question waits for it and for a real page.
  const dialog = sessionDialog({
    settled: status === 'ready',
    signedIn,
    authPage: modal ?? null,
    cityModalOpen,
    errorPage,
  });
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'city' ? <CityModal onClose={() => session.closeCityModal()} /> : null}
      {dialog?.kind === 'auth' ? <AuthModal page={dialog.page} onClose={authModal.close} /> : null}
    </Suspense>
  );
}
