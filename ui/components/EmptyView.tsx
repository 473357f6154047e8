import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

export interface EmptyViewProps {
  /** What the shopper sees instead of the list: the sentence the screen has always said (tests read it). */
  title: string;
  /** One short sentence on why, or what to do. */
  hint?: string;
  /** The way out: links or buttons (reset the search, go home, retry). */
  children: ReactNode;
  /** 'error' for a failed read: red title and mark. */
  tone?: 'empty' | 'error';
  /** The block's role: 'alert' for a failure, 'status' for a settled empty answer; none by default. */
  role?: 'alert' | 'status';
}

/**
 * A designed empty or error state (issue 19): a mark, what happened, why, and a way out. The title keeps the
 * `notice` class so a list's old wording and tests still find it; the block is in the entry stylesheet.
 */
export function EmptyView({ title, hint, children, tone = 'empty', role }: EmptyViewProps) {
  return (
    <div className={tone === 'error' ? 'empty-state empty-state--error' : 'empty-state'} role={role}>
      <span className="empty-state__icon" aria-hidden="true">
        {tone === 'error' ? <ErrorMark /> : <SearchMark />}
      </span>
      <p className={tone === 'error' ? 'notice notice--error empty-state__title' : 'notice empty-state__title'}>
        {title}
      </p>
      {hint === undefined ? null : <p className="empty-state__hint">{hint}</p>}
      <div className="empty-state__actions">{children}</div>
    </div>
  );
}

/** A 24 px line drawing in the text's colour: the mark's shapes go inside. */
function Mark({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}

/** A magnifier: nothing found here. */
function SearchMark() {
  return (
    <Mark>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </Mark>
  );
}

/** An exclamation mark in a circle: something failed. */
function ErrorMark() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Mark>
  );
}

/**
 * The way out of a list the address narrowed (?q, ?category, ?open, ?sort): the whole list again (`label`:
 * «Сбросить поиск» by default, «Сбросить фильтры» where the list's filters narrowed it), inside the app (the
 * search box follows the address and empties). Without a filter: home.
 */
export function ListWayOut({
  list,
  filtered,
  label = 'Сбросить поиск',
}: {
  list: '/brands' | '/offline' | '/online' | '/news';
  filtered: boolean;
  label?: string;
}) {
  if (filtered) {
    return (
      <>
        {/* No search: the list's filters go, what every page keeps (?iframe) stays through the root route. */}
        <Link to={list} search={{}} className="button button--primary">
          {label}
        </Link>
        <Link to="/" className="button button--ghost">
          На главную
        </Link>
      </>
    );
  }
  return (
    <Link to="/" className="button button--ghost">
      На главную
    </Link>
  );
}
