import { Link } from '@tanstack/react-router';
import { useAppSession, useSession } from '../app/context.ts';
import { ProfileForm } from './parts/ProfileForm.tsx';
import { SignInNotice } from './parts/SignInNotice.tsx';
import './parts/form.css';
import './parts/profile.css';

/**
 * /profile: the signed-in shopper's own profile (portal §3's tenant profile), read and saved through
 * GET/PUT /api/tenant-profiles/{id}, with the way to the favourites and out: «Выйти» ends this session,
 * «Выйти на всех устройствах» every session of the shopper (issue 30 §3). Signed out it offers sign-in.
 */
export default function ProfileScreen() {
  const { status, user } = useSession();
  const session = useAppSession();
  return (
    <section className="screen container profile-page">
      <h1>Профиль</h1>
      <SignInNotice reason="Войдите, чтобы видеть и менять свой профиль." />
      {status === 'ready' && user !== null ? (
        <>
          <nav className="profile-page__links" aria-label="Профиль">
            <Link to="/favourites">Избранное</Link>
            <button type="button" className="link-button" onClick={() => session.logOut()}>
              Выйти
            </button>
            <button type="button" className="link-button" onClick={() => session.logOut('all')}>
              Выйти на всех устройствах
            </button>
          </nav>
          {user.tenantProfileId === null ? (
            <p className="notice">У этого аккаунта нет профиля покупателя.</p>
          ) : (
            <ProfileForm key={user.tenantProfileId} profileId={user.tenantProfileId} />
          )}
        </>
      ) : null}
    </section>
  );
}
