/** The phone as the showcase cards and detail screens print it (portal §3 «phone (formatted like +7 999 999-99-99)»). */
import { canonicalPhone, formatPhone } from '../phone.ts';

/**
 * A stored phone as a card prints it: '+7 999 999-99-99' when it has 11 digits, a domestic 8… number
 * included (it is the same phone as +7…); other text as it is; null when blank or missing.
 */
export function formatCardPhone(phone: string | null): string | null {
  if (phone === null || phone.trim() === '') {
    return null;
  }
  return formatPhone(canonicalPhone(phone) ?? phone);
}
