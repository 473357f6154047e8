/**
 * Russian taxpayer number (ИНН) rule: 10 digits for an organization, 12 for an individual
 * entrepreneur, with the Federal Tax Service check digits. Shared by the partner form and the server.
 */

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/**
 * True when `inn` is exactly 10 or 12 ASCII digits whose check digits match.
 * Numbers starting with 00 are refused too: no tax office has region code 00, and it rules out
 * the all-zero strings that pass the checksum.
 */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn) || inn.startsWith('00')) {
    return false;
  }
  const digits = Array.from(inn, Number);
  if (digits.length === 10) {
    return checkDigit(digits, WEIGHTS_10) === digits[9];
  }
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11];
}
