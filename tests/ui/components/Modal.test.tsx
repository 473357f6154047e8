// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { Modal } from '../../../ui/components/Modal.tsx';

afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open ? (
        <Modal
          title="Выберите ваш город"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">Москва</button>
          <button type="button">Казань</button>
        </Modal>
      ) : null}
    </>
  );
}

function openModal(onClose?: () => void) {
  render(<Harness {...(onClose ? { onClose } : {})} />);
  const opener = screen.getByRole('button', { name: 'Открыть' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Выберите ваш город' }) };
}

describe('Modal (portal §2 «Modal»)', () => {
  it("opens as the browser's modal dialog (showModal), labelled by its title, and takes the focus", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = openModal();
    // The browser's modal dialog makes the page behind it inert, the captcha's shadow DOM included.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    showModal.mockRestore();
  });

  it('closes on Escape and gives the focus back to what opened it', () => {
    const onClose = vi.fn();
    const { dialog, opener } = openModal(onClose);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks its owner to close when the browser closes it by itself (Escape without a user activation)', () => {
    const onClose = vi.fn();
    const { dialog } = openModal(onClose);
    // Chrome makes `cancel` uncancelable then and closes the dialog; its `close` event is all that is left.
    (dialog as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes when the backdrop is pressed, not when the dialog's content is", () => {
    const onClose = vi.fn();
    const { dialog } = openModal(onClose);
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Выберите ваш город' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Москва' }));
    expect(onClose).not.toHaveBeenCalled();
    // A press on the ::backdrop is targeted at the dialog element itself.
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', () => {
    const onClose = vi.fn();
    openModal(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('stays open in StrictMode, whose second run of its effects reopens the dialog before the first close event arrives (issue 31 §3)', async () => {
    // Browsers queue the `close` event that close() fires; the stand-in (tests/ui/dialogPolyfill.ts) fires it at once.
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function queuedClose(
      this: HTMLDialogElement,
    ) {
      if (this.open) {
        this.removeAttribute('open');
        setTimeout(() => this.dispatchEvent(new Event('close')), 0);
      }
    });
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Modal title="Вход" onClose={onClose}>
          <button type="button">Войти по СМС</button>
        </Modal>
      </StrictMode>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Вход' }) as HTMLDialogElement;
    // The queued close event of StrictMode's first clean-up has arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    close.mockRestore();
  });
});
