import { Outlet, useRouterState } from '@tanstack/react-router';
import { useDocumentHead } from '../app/useDocumentHead.ts';
import { FavouritesStatus } from './FavouritesStatus.tsx';
import { Footer } from './Footer.tsx';
import { isBareLayout } from './layoutRules.ts';
import { Navbar } from './Navbar.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { SessionModals } from './SessionModals.tsx';

/** The page frame: navbar, the route's screen, footer, and the session's modals. */
export function RootLayout() {
  useDocumentHead();
  const bare = useRouterState({ select: (state) => isBareLayout(state.matches) });
  return (
    <>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <RouteLoading />
      {bare ? null : <Navbar />}
      <main id="main" className={bare ? 'page page--bare' : 'page'}>
        <Outlet />
      </main>
      {bare ? null : <Footer />}
      <FavouritesStatus />
      <SessionModals />
    </>
  );
}
