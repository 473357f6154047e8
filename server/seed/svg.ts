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

/** A colour hue that stays the same for the same name. */
function hueOf(name: string): number {
  return hashString(name) % 360;
}

function svg(width: number, height: number, body: string): Uint8Array {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return new TextEncoder().encode(text);
}

/** A logo: initials on a coloured rounded square. */
export function logoSvg(name: string): Uint8Array {
  const hue = hueOf(name);
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="28" fill="hsl(${hue},55%,42%)"/><text x="64" y="82" ${FONT} font-size="48">${escapeMarkup(initialsOf(name))}</text>`,
  );
}

/** A category icon: the first letter on a coloured circle. */
export function iconSvg(name: string): Uint8Array {
  const hue = hueOf(name);
  return svg(48, 48, `<circle cx="24" cy="24" r="24" fill="hsl(${hue},60%,48%)"/><text x="24" y="32" ${FONT} font-size="22">${escapeMarkup(initialsOf(name).slice(0, 1))}</text>`);
}

/** A stand-in photo: a two-tone gradient with a few soft shapes; `variant` moves the shapes. */
export function photoSvg(name: string, variant: number): Uint8Array {
  const hue = (hueOf(name) + variant * 37) % 360;
  const x = 120 + ((variant * 173) % 400);
  return svg(
    640,
    400,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,35%)"/></linearGradient></defs>` +
      `<rect width="640" height="400" fill="url(#g)"/><circle cx="${x}" cy="160" r="90" fill="#fff" opacity=".18"/><rect x="${560 - x}" y="230" width="220" height="120" rx="20" fill="#fff" opacity=".12"/>`,
  );
}

/** A wide banner with its title. */
export function bannerSvg(title: string): Uint8Array {
  const hue = hueOf(title);
  return svg(
    1200,
    400,
    `<defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},65%,55%)"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#g)"/><text x="600" y="215" ${FONT} font-size="56">${escapeMarkup(title)}</text>`,
  );
}
