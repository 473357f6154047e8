// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
  it('is a labelled modal dialog that takes the focus', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to what opened it', () => {
    const onClose = vi.fn();
    const { dialog, opener } = openModal(onClose);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the backdrop is clicked, not when the dialog is', () => {
    const onClose = vi.fn();
    const { dialog } = openModal(onClose);
    fireEvent.mouseDown(dialog);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Москва' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus inside: Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    const { dialog } = openModal();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'Казань' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('skips buttons parked at tabindex -1 (roving widgets), so Tab still wraps inside', () => {
    const { dialog } = openModal();
    const parked = document.createElement('button');
    parked.tabIndex = -1;
    parked.textContent = 'Спрятанный день';
    dialog.appendChild(parked);
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'Казань' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.body.style.overflow).toBe('auto');
  });
});
