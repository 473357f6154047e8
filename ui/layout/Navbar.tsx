import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useFrameMode } from '../app/useFrameMode.ts';
import { CatalogueMenu } from './CatalogueMenu.tsx';
import { CityPicker } from './CityPicker.tsx';
import { MainNav } from './MainNav.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SearchBox } from './SearchBox.tsx';
import { LogoMark } from '../components/LogoMark.tsx';
import './Navbar.css';

// The menu's panel comes with its first opening: most visits never open it (issue 31 §4 paid its bytes with it).
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

/** The top bar: logo, catalogue, search, city, profile, the main navigation and, below 768 px, the menu button. */
export function Navbar() {
  const frameMode = useFrameMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header className={frameMode ? 'navbar navbar--frame' : 'navbar'}>
      <div className="navbar__bar container">
        <Link to="/" className="navbar__logo">
          <LogoMark />
          <span>Рядом</span>
        </Link>
        <CatalogueMenu />
        <SearchBox />
        <div className="navbar__desktop">
          <CityPicker />
          <ProfileMenu />
        </div>
        {frameMode ? null : (
          <button
            type="button"
            className="navbar__burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((was) => !was)}
          >
            {menuOpen ? 'Закрыть' : 'Меню'}
          </button>
        )}
      </div>
      <MainNav />
      {menuOpen && !frameMode ? (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
