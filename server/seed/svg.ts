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
function coloursOf(name: string, shift = 0): readonly [string, string] {
  return PALETTE[(hashString(name) + shift) % PALETTE.length]!;
}

function svg(width: number, height: number, body: string): Uint8Array {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return new TextEncoder().encode(text);
}

/** A diagonal gradient from the colour's lighter tone (top left) to its base (bottom right). */
function gradient(id: string, [base, light]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${base}"/></linearGradient>`;
}

/** A logo: initials on a rounded square in the brand's colour, with a soft highlight in one corner. */
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

/** A category icon: the first letter on a coloured circle. */
export function iconSvg(name: string): Uint8Array {
  const [base] = coloursOf(name);
  return svg(48, 48, `<circle cx="24" cy="24" r="24" fill="${base}"/><text x="24" y="32" ${FONT} font-size="22">${escapeMarkup(initialsOf(name).slice(0, 1))}</text>`);
}

/**
 * A stand-in photo: a storefront drawn in white over the brand's gradient (an awning, a window and a door),
 * centred so a square crop of it is a card's picture; `variant` changes the colour and the backdrop.
 */
export function photoSvg(name: string, variant: number): Uint8Array {
  const colours = coloursOf(name, variant * 5);
  const x = 80 + ((variant * 173) % 480);
  return svg(
    640,
    400,
    `<defs>${gradient('g', colours)}</defs><rect width="640" height="400" fill="url(#g)"/>` +
      `<circle cx="${x}" cy="70" r="120" fill="#fff" opacity=".1"/><circle cx="${640 - x}" cy="380" r="90" fill="#000" opacity=".08"/>` +
      `<g fill="#fff"><rect x="210" y="150" width="220" height="150" rx="10" opacity=".22"/>` +
      `<path d="M195 110h250l-14 52H209z" opacity=".95"/>` +
      `<path d="M245 110h30l-4 52h-30zM305 110h30v52h-30zM365 110h30l8 52h-30z" fill="${colours[0]}" opacity=".35"/>` +
      `<rect x="235" y="190" width="82" height="64" rx="6" opacity=".9"/><rect x="335" y="190" width="70" height="110" rx="6" opacity=".9"/>` +
      `<rect x="190" y="298" width="260" height="10" rx="5" opacity=".6"/></g>`,
  );
}

/** The widest a banner's title may be drawn; a longer one is set in a smaller size. */
const BANNER_TEXT_WIDTH = 1040;

/** A wide banner with its title, in deep colours that keep the white title readable. */
export function bannerSvg(title: string): Uint8Array {
  const colours = coloursOf(title);
  // Arial's bold letters are about 0.58 em wide on average: a title too long for 56 px is set smaller.
  const fontSize = Math.min(56, Math.floor(BANNER_TEXT_WIDTH / (Math.max(title.length, 1) * 0.58)));
  return svg(
    1200,
    400,
    `<defs>${gradient('g', colours)}</defs><rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="1090" cy="40" r="190" fill="#fff" opacity=".1"/><circle cx="90" cy="390" r="140" fill="#000" opacity=".1"/>` +
      `<circle cx="1010" cy="330" r="46" fill="none" stroke="#fff" stroke-width="10" opacity=".25"/>` +
      `<text x="600" y="${200 + Math.round(fontSize * 0.36)}" ${FONT} font-size="${fontSize}">${escapeMarkup(title)}</text>`,
  );
}
