import { Link } from '@tanstack/react-router';
import type { NavItem } from '../../core/domain/externalLinks.ts';
import { useSessionPart } from '../app/context.ts';
import { useAuthModal } from './useAuthModal.ts';

/**
 * One main navigation entry (portal §2): an item that needs login opens the login form for a
 * signed-out visitor, an item marked newTab opens in a new tab, internal items are router links.
 */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const user = useSessionPart((snapshot) => snapshot.user);
  const authModal = useAuthModal();
  if (item.needsLogin && user === null) {
    return (
      <button type="button" className={className} onClick={() => authModal.open('authorization')}>
        {item.title}
      </button>
    );
  }
  if (!item.external) {
    return (
      <Link to={item.href} className={className} activeProps={{ 'aria-current': 'page' }}>
        {item.title}
      </Link>
    );
  }
  return (
    <a
      href={item.href}
      className={className}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.title}
    </a>
  );
}
