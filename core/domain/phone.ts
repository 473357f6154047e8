/** Phone rules of portal §5. */

/** The input mask (maska syntax: `#` is a digit). */
export const PHONE_MASK = '+7 ### ### ## ##';
export const PHONE_DIGITS = 11;

/**
 * Normalises what the user typed: trims, strips leading non-digits, then every non-word character.
 * '+7 (999) 123-45-67' → '79991234567'.
 */
export function normalizePhone(input: string): string {
  return input.trim().replace(/^\D+/, '').replace(/\W/g, '');
}

/** True when the normalised phone has exactly 11 digits and nothing else. */
export function isValidPhone(input: string): boolean {
  const digits = normalizePhone(input);
  return digits.length === PHONE_DIGITS && /^\d+$/.test(digits);
}

/**
 * The one canonical form of a Russian mobile number for counting and lookups:
 * 11 digits starting with 7 (a leading 8 is the domestic spelling of +7). Null when not a phone.
 */
export function canonicalPhone(input: string): string | null {
  if (!isValidPhone(input)) {
    return null;
  }
  const digits = normalizePhone(input);
  return digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/**
 * The one way the portal prints a phone: '+7 999 999-99-99' (§3), in the profile menu, the mobile menu, on
 * cards and detail screens alike (§2's «+N (XXX) XXX-XX-XX» for the menu gave one shopper two spellings of
 * one number). Returns the input unchanged when it is not 11 digits.
 */
export function formatPhone(phone: string): string {
  const d = normalizePhone(phone);
  if (d.length !== PHONE_DIGITS) {
    return phone;
  }
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
