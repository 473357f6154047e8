import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import './DetailLayout.css';
import { ApiError } from '../../core/errors.ts';
import type { LoadState } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';

/** The frame of a detail screen: a way back to its list and the content. */
export function DetailLayout({ back, backLabel, children }: { back: '/brands' | '/offline' | '/online' | '/news'; backLabel: string; children: ReactNode }) {
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

/** True when the API says the thing does not exist (or is hidden): 404. */
export function isNotFound(state: LoadState<unknown>): boolean {
  return state.status === 'failed' && state.error instanceof ApiError && state.error.status === 404;
}

/** The read of a detail screen: its content, or `notFound` as the page heading when the API answers 404. */
export function DetailView<T>({
  state,
  notFound,
  hint = 'Возможно, партнёр больше не участвует в программе или ссылка устарела.',
  children,
}: {
  state: LoadState<T>;
  notFound: string;
  hint?: string;
  children: (data: T) => ReactNode;
}) {
  if (isNotFound(state)) {
    return (
      <div className="notice">
        <h1>{notFound}</h1>
        <p>{hint}</p>
      </div>
    );
  }
  return <LoadView state={state}>{children}</LoadView>;
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
