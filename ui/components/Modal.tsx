import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockPageScroll } from './scrollLock.ts';
import './Modal.css';

export interface ModalProps {
  /** The dialog's accessible name, shown as its heading unless `titleHidden`. */
  title: ReactNode;
  titleHidden?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Width of the dialog box in px (the auth modal uses 480). */
  width?: number;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  // A roving-tabindex widget parks its inactive items at tabIndex -1: those are not Tab stops.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[inert]'));
}

/**
 * A centred dialog over a backdrop (portal §2 «Modal»): backdrop click and Escape close it, the page
 * does not scroll behind it, it fades in over 0.1 s, focus stays inside while it is open and goes
 * back to where it was when it closes.
 */
export function Modal({ title, titleHidden = false, onClose, children, width, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [shown, setShown] = useState(false);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    const dialog = dialogRef.current;
    if (dialog !== null) {
      (focusableIn(dialog)[0] ?? dialog).focus();
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      unlock();
      previouslyFocused?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || dialogRef.current === null) {
      return;
    }
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={`modal-backdrop${shown ? ' is-shown' : ''}`}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: a text selection dragged out of a field does not.
        if (event.target === event.currentTarget) {
          onCloseRef.current();
        }
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal${className === undefined ? '' : ` ${className}`}`}
        style={width === undefined ? undefined : { maxWidth: `${width}px` }}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Закрыть" onClick={() => onCloseRef.current()}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
