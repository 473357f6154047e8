/** SMS code rule of portal §5. */
import { SMS_CODE_LENGTH } from './constants.ts';

/** Trims the typed code and cuts it to SMS_CODE_LENGTH characters (code points, so no half emoji). */
export function sanitizeSmsCode(input: string): string {
  return Array.from(input.trim()).slice(0, SMS_CODE_LENGTH).join('');
}

/** True when the code has exactly SMS_CODE_LENGTH characters: the moment it is sent automatically. */
export function isCompleteSmsCode(code: string): boolean {
  return Array.from(code).length === SMS_CODE_LENGTH;
}
