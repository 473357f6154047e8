import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { cabinetAddress, PROFILE_PATH } from '../../core/domain/externalLinks.ts';
import { useServices } from '../app/context.ts';

/**
 * «Житель» / the shopper's phone: the configured personal cabinet, else the portal's own profile page
 * (a router link, so it never leaves the portal for a host that does not exist).
 */
export function CabinetLink({
  children,
  className,
  onClick,
}: {
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const { config } = useServices();
  const href = cabinetAddress(config.links);
  if (href === PROFILE_PATH) {
    return (
      <Link to={PROFILE_PATH} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
