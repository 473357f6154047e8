import { useEffect, type RefObject } from 'react';

/** Closes a popup on Escape and on a press or focus outside `ref`, while `open`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) {
      return;
    }
    const outside = (event: Event) => {
      if (ref.current !== null && event.target instanceof Node && !ref.current.contains(event.target)) {
        onDismiss();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // The Escape is spent on the popup: prevented, it is no close request for a modal dialog around it.
        event.preventDefault();
        onDismiss();
      }
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, onDismiss]);
}
