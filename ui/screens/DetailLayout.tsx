import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import './DetailLayout.css';

type DetailBack = '/brands' | '/offline' | '/online' | '/news';

/** The frame of a detail screen: a way back to its list and the content. */
export function DetailLayout({
  back,
  backLabel,
  children,
}: {
  back: DetailBack;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <article className="screen container detail">
      <p className="detail__back-line">
        <Link to={back} className="detail__back">
          ← {backLabel}
        </Link>
      </p>
      {children}
    </article>
  );
}

/** A detail page whose entity does not exist (or is hidden): its 404, with the way back to the list. */
export function DetailNotFound({
  back,
  backLabel,
  title,
  hint = 'Возможно, партнёр больше не участвует в программе или ссылка устарела.',
}: {
  back: DetailBack;
  backLabel: string;
  title: string;
  hint?: string;
}) {
  return (
    <DetailLayout back={back} backLabel={backLabel}>
      <div className="notice">
        <h1>{title}</h1>
        <p>{hint}</p>
      </div>
    </DetailLayout>
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
