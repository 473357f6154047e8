import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/** The frame of a detail screen: a way back to its list and the content. */
export function DetailLayout({ back, backLabel, children }: { back: '/brands' | '/offline' | '/online' | '/news'; backLabel: string; children: ReactNode }) {
  return (
    <article className="screen container detail">
      <p>
        <Link to={back} className="detail__back">
          ← {backLabel}
        </Link>
      </p>
      {children}
    </article>
  );
}

/** A description kept with its paragraphs. */
export function Paragraphs({ text }: { text: string | null }) {
  if (text === null || text.trim() === '') {
    return null;
  }
  return (
    <div className="detail__text">
      {text.split(/\n+/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
