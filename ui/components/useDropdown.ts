import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss.ts';

/**
 * A menu that opens below its button: `open` and its setter, `close`, the `ref` of the element holding both
 * (a press, focus or Escape outside closes it, see useDismiss) and `panelId` for the button's aria-controls.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return { open, setOpen, close, ref, panelId };
}
