import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * A centred dialog over a backdrop (portal §2 «Modal»): backdrop click and Escape close it, the page
 * does not scroll behind it, it fades in over 0.1 s, and focus goes back to where it was when it closes.
 *
 * It is the browser's own modal `<dialog>` (`showModal()`): the dialog sits in the top layer and the browser
 * makes everything else inert, the captcha's shadow DOM included, which a hand-written focus trap could not
 * see into. Escape is the browser's close request: the dialog's `cancel` asks the owner to close instead of
 * closing itself, so the owner (the `?modal` address, a screen's state) stays the one that decides.
 */
export function Modal({ title, titleHidden = false, onClose, children, width, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const [shown, setShown] = useState(false);
  onCloseRef.current = onClose;

  // A layout effect: its clean-up runs while the dialog is still in the document, so it can close it there.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) {
      return;
    }
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    const onCancel = (event: Event) => {
      // Without a user activation since the last close request the browser makes `cancel` uncancelable and
      // closes the dialog anyway; its `close` event then tells the owner.
      if (event.cancelable) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    // The `close` event is queued, not dispatched by close(): StrictMode's (and Fast Refresh's) second run of
    // this effect reopens the dialog before the first clean-up's event arrives, and only a dialog still closed
    // when it arrives was closed by the browser.
    const onClosedByBrowser = () => {
      if (!dialog.open) {
        onCloseRef.current();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosedByBrowser);
    dialog.showModal();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosedByBrowser);
      if (dialog.open) {
        dialog.close();
      }
      unlock();
      previouslyFocused?.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`modal${shown ? ' is-shown' : ''}${className === undefined ? '' : ` ${className}`}`}
      style={width === undefined ? undefined : { maxWidth: `${width}px` }}
      onMouseDown={(event) => {
        // The body fills the dialog box, so a press whose target is the dialog itself is on its ::backdrop.
        // Only a press that starts there closes: a text selection dragged out of a field does not.
        if (event.target === event.currentTarget) {
          onCloseRef.current();
        }
      }}
    >
      <div className="modal__body">
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
    </dialog>,
    document.body,
  );
}
