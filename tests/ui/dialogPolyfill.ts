/**
 * Test set-up only (vite.config.ts `setupFiles`): jsdom has HTMLDialogElement but neither `showModal()` nor
 * `close()`, nor the browser's Escape close request. This stands in for the little of them the portal's Modal
 * relies on; the product code never carries it (browsers have the real thing). In the node environment there
 * is no HTMLDialogElement and this does nothing.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const openModals: HTMLDialogElement[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      throw new DOMException('The dialog is already open.', 'InvalidStateError');
    }
    this.setAttribute('open', '');
    openModals.push(this);
    // The dialog focusing steps: an autofocus control, else the first focusable one, else the dialog.
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    target.focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) {
      return;
    }
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  // The close request: an Escape keydown nobody prevented cancels the topmost modal dialog, which closes
  // unless its `cancel` is prevented.
  window.addEventListener('keydown', (event) => {
    const top = openModals[openModals.length - 1];
    if (event.key !== 'Escape' || event.defaultPrevented || top === undefined) {
      return;
    }
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) {
      top.close();
    }
  });
}
