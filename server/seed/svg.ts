import { escapeMarkup } from '../http/markup.ts';
import { hashString } from './random.ts';

/** Generated pictures: small SVGs so the seed needs no network and no binary assets. */
export const SVG_CONTENT_TYPE = 'image/svg+xml';

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" fill="#fff" text-anchor="middle"';

/** Up to two initials from the words of a name, quotes and punctuation ignored: 'Пицца Папы Карло' → 'ПП'. */
function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The seed's palette: deep, saturated colours that carry white text at 4.5:1 or more, so a logo or banner
 * reads like a brand's own rather than a random hue. [base, lighter] pairs for a gentle diagonal gradient;
 * the lighter tone is the base moved towards white only as far as white text keeps 4.6:1 on it.
 */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#1f5fd1', '#3871d6'],
  ['#0f766e', '#25827b'],
  ['#b42318', '#c34f46'],
  ['#7c3aed', '#8a50ef'],
  ['#c2410c', '#c64e1d'],
  ['#15803d', '#1e8545'],
  ['#be185d', '#c93f79'],
  ['#0e7490', '#217f99'],
  ['#4338ca', '#6e66d6'],
  ['#a16207', '#a4670e'],
  ['#9d174d', '#b6537b'],
  ['#334155', '#6a7483'],
];

/** The palette entry that stays the same for the same name. */
export function coloursOf(name: string, shift = 0): readonly [string, string] {
  return PALETTE[(hashString(name) + shift) % PALETTE.length]!;
}

export function svg(width: number, height: number, body: string): Uint8Array {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return new TextEncoder().encode(text);
}

/** A diagonal gradient from the colour's lighter tone (top left) to its base (bottom right). */
export function gradient(id: string, [base, light]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${base}"/></linearGradient>`;
}

/**
 * A logo: initials on a rounded square in the brand's colour, with a soft highlight in one corner. The file route's
 * stand-in for an online shop without a logo file; the seed's own logos are pictures.ts `brandLogoSvg`.
 */
export function logoSvg(name: string): Uint8Array {
  const initials = initialsOf(name);
  return svg(
    128,
    128,
    `<defs>${gradient('g', coloursOf(name))}</defs><rect width="128" height="128" rx="32" fill="url(#g)"/>` +
      `<circle cx="112" cy="8" r="44" fill="#fff" opacity=".12"/><circle cx="10" cy="124" r="26" fill="#000" opacity=".08"/>` +
      `<text x="64" y="${initials.length > 1 ? 80 : 84}" ${FONT} font-size="${initials.length > 1 ? 46 : 56}" letter-spacing="1">${escapeMarkup(initials)}</text>`,
  );
}
