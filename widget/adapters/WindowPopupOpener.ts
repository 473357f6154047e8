/**
 * Opens the full sign-in window. Called synchronously inside the click (or the frame's message that
 * follows a click in it), so the browser counts it as user-initiated; `null` means it was blocked.
 * The opener link stays: the provider's page answers through `window.opener.postMessage`.
 */
export function openPopup(url: string, asWindow: boolean): Window | null {
  return window.open(url, '_blank', asWindow ? 'popup,width=800,height=640' : '');
}
