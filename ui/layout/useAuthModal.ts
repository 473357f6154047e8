import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AuthModalPage } from '../../core/domain/authModalPages.ts';

export interface AuthModalControls {
  open: (page: AuthModalPage) => void;
  close: () => void;
}

/** Opens and closes the auth modal through the `modal` query parameter (portal §2: the page is in the address). */
export function useAuthModal(): AuthModalControls {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      open: (page) => {
        void navigate({ to: '.', search: (prev) => ({ ...prev, modal: page }) });
      },
      close: () => {
        void navigate({ to: '.', search: (prev) => ({ ...prev, modal: undefined }), replace: true });
      },
    }),
    [navigate],
  );
}
