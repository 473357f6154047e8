import { useRouterState } from '@tanstack/react-router';
import './RouteLoading.css';

/** 'Загружается' while a route changes (portal §2 «Layout»); announced politely to screen readers. */
export function RouteLoading() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <div className={`route-loading${pending ? ' is-active' : ''}`} role="status" aria-live="polite">
      {pending ? 'Загружается' : ''}
    </div>
  );
}

/** What a route shows while its screen is still loading: reserved space, so nothing jumps. */
export function RoutePending() {
  return <div className="route-pending" aria-hidden="true" />;
}
