/** Standard base64 (with padding) of raw bytes. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/** base64url without padding (RFC 4648 §5), the alphabet PKCE and URL parameters need. */
export function base64Url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64 of a text's UTF-8 bytes (btoa alone fails on anything outside Latin-1). */
export function base64Text(text: string): string {
  return base64(new TextEncoder().encode(text));
}
