import { navigationItems } from '../../core/domain/externalLinks.ts';
import { useServices } from '../app/context.ts';
import { useFrameMode } from '../app/useFrameMode.ts';
import { NavItemLink } from './NavItemLink.tsx';
import './MainNav.css';

/** The main navigation list: two items in frames mode, promo codes only when the switch is 1, external items only when configured. */
export function MainNav() {
  const { config } = useServices();
  const frameMode = useFrameMode();
  const items = navigationItems({ frameMode, promoCodesSwitch: config.promoCodesSwitch, links: config.links });
  return (
    <nav className={`main-nav${frameMode ? ' main-nav--frame' : ''}`} aria-label="Основная навигация">
      <ul className="main-nav__list container">
        {items.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} className="main-nav__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
