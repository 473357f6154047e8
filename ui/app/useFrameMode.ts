import { useRouterState } from '@tanstack/react-router';
import { isFrameLocation } from './frameMode.ts';

/** True while the current page is shown in frames mode. */
export function useFrameMode(): boolean {
  return useRouterState({ select: (state) => isFrameLocation(state.location) });
}
