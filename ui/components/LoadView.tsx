import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { LoadState } from '../app/settled.ts';
import { EmptyView } from './EmptyView.tsx';

/** Renders a loader's read: `children(data)`, or a failure with 'Повторить' and the way home. */
export function LoadView<T>({ state, children }: { state: LoadState<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'ready') {
    return <>{children(state.data)}</>;
  }
  return (
    <EmptyView
      tone="error"
      role="alert"
      title="Не удалось загрузить данные."
      hint="Проверьте подключение к интернету и попробуйте ещё раз."
    >
      <button type="button" className="button button--primary" onClick={state.retry}>
        Повторить
      </button>
      <Link to="/" className="button button--ghost">
        На главную
      </Link>
    </EmptyView>
  );
}
