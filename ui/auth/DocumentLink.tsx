import type { ReactNode } from 'react';

/** A document named in a form (the policy box): a link in a new tab when its address is configured, plain text when not. */
export function DocumentLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (href === undefined) {
    return <>{children}</>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
