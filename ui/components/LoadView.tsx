import type { ReactNode } from 'react';
import type { LoadState } from '../app/useLoad.ts';

/** Renders a read: a loading line, a failure with 'Повторить', or `children(data)`. */
export function LoadView<T>({ state, children }: { state: LoadState<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'ready') {
    return <>{children(state.data)}</>;
  }
  if (state.status === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>Не удалось загрузить данные.</p>
        <button type="button" className="button button--ghost" onClick={state.retry}>
          Повторить
        </button>
      </div>
    );
  }
  return (
    <p className="notice" role="status">
      Загрузка…
    </p>
  );
}
