/**
 * The seed catalogue's pictures (issue 31 §6): logo marks with the brand's name set in type, photos and
 * category icons drawn after the kind of business, banners with a picture and their title, and news pictures
 * without text. Generated SVG, a few kilobytes each: nothing is fetched and nothing binary is shipped.
 */
import { escapeMarkup } from '../http/markup.ts';
import type { OutletKind } from './data/offline.ts';
import type { ShopKind } from './data/online.ts';
import { ALL_GLYPHS, glyphAt, type Glyph } from './glyphs.ts';
import { hashString } from './random.ts';
import { coloursOf, gradient, svg } from './svg.ts';

/** Type for the pictures' words; colour and alignment are set per line. */
const TYPE = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

/** How many photos `brandPhotoSvg` draws per brand: the card's background, then the gallery's two. */
export const PHOTO_VARIANTS = 3;

const OFFLINE_GLYPHS: Readonly<Record<OutletKind, Glyph>> = {
  cafe: 'plate',
  coffee: 'cup',
  bakery: 'bread',
  grocery: 'basket',
  beauty: 'mirror',
  health: 'cross',
  clothes: 'shirt',
  sport: 'dumbbell',
  kids: 'balloon',
  auto: 'car',
  flowers: 'flower',
  fun: 'ticket',
  pets: 'paw',
  bar: 'glass',
};

const ONLINE_GLYPHS: Readonly<Record<ShopKind, Glyph>> = {
  marketplace: 'bag',
  clothes: 'shirt',
  electronics: 'phone',
  home: 'house',
  beauty: 'mirror',
  kids: 'balloon',
  food: 'basket',
  sport: 'dumbbell',
  travel: 'plane',
  books: 'book',
  pets: 'paw',
  pharmacy: 'cross',
};

/** The pictogram of an offline kind of business. */
export function offlineGlyph(kind: OutletKind): Glyph {
  return OFFLINE_GLYPHS[kind];
}

/** The pictogram of an online shop's kind. */
export function onlineGlyph(kind: ShopKind): Glyph {
  return ONLINE_GLYPHS[kind];
}

/** Bold Arial's letters average about this share of the font size in width (capitals and Cyrillic a little more). */
const LETTER_WIDTH = 0.62;

/** The font size that fits the longest line into `width`, at most `largest`. */
function fittedSize(lines: readonly string[], width: number, largest: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(9, Math.min(largest, Math.floor(width / (longest * LETTER_WIDTH))));
}

/**
 * Words into at most `most` lines, as even as the word breaks allow; a text of up to `fits` letters stays on one.
 * Splits are tried at every word break, so «Пицца Папы Карло» becomes «Пицца Папы» / «Карло».
 */
function balancedLines(text: string, fits: number, most: number): string[] {
  // A sign that belongs to the number before it («12 %») never starts a line of its own.
  const words = text
    .split(/\s+/)
    .filter((word) => word !== '')
    .reduce<string[]>(
      (joined, word) =>
        /^[%₽]$/.test(word) && joined.length > 0
          ? [...joined.slice(0, -1), `${joined.at(-1)!} ${word}`]
          : [...joined, word],
      [],
    );
  if (text.length <= fits || words.length < 2 || most < 2) {
    return [words.join(' ')];
  }
  let best: string[] = [words.join(' ')];
  let bestLongest = Number.POSITIVE_INFINITY;
  const consider = (lines: string[]) => {
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  };
  for (let i = 1; i < words.length; i++) {
    consider([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; most >= 3 && j < words.length; j++) {
      consider([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  return best;
}

/** A name read as a sign-writer would: «Пекарня «Сдоба»» is the descriptor ПЕКАРНЯ over the name Сдоба. */
function signOf(name: string): { descriptor: string | null; main: string } {
  const quoted = /«([^»]+)»/.exec(name);
  if (quoted === null) {
    return { descriptor: null, main: name.trim() };
  }
  const rest = name.replace(quoted[0], ' ').replace(/\s+/g, ' ').trim();
  return { descriptor: rest === '' ? null : rest.toLocaleUpperCase('ru'), main: quoted[1]!.trim() };
}

function textLine(x: number, y: number, size: number, fill: string, line: string, extra = ''): string {
  return `<text x="${x}" y="${y}" ${TYPE} text-anchor="middle" fill="${fill}" font-size="${size}"${extra}>${escapeMarkup(line)}</text>`;
}

/**
 * A brand's or shop's logo mark: its pictogram over its name set in type (the descriptor small and spaced above a
 * quoted name). Half the brands get a coloured tile with white marks, the other half a white tile with a coloured
 * rim and marks, so a row of cards does not read as one colour.
 */
export function brandLogoSvg(name: string, glyph: Glyph): Uint8Array {
  const colours = coloursOf(name);
  const [base] = colours;
  const light = hashString(`${name}:tile`) % 2 === 0;
  const ink = light ? base : '#fff';
  const { descriptor, main } = signOf(name);
  const lines = balancedLines(main, 11, 2);
  const size = fittedSize(lines, 112, 22);
  const tile = light
    ? `<rect x="3" y="3" width="122" height="122" rx="28" fill="#fff" stroke="${base}" stroke-width="5"/>`
    : `<defs>${gradient('g', colours)}</defs><rect width="128" height="128" rx="30" fill="url(#g)"/><circle cx="114" cy="6" r="40" fill="#fff" opacity=".12"/>`;
  const top = descriptor === null ? (lines.length > 1 ? 56 : 62) : 50;
  let body = glyphAt(glyph, 44, top - 46, 40, ink, light ? '#fff' : base);
  let y = top + 10;
  if (descriptor !== null) {
    const small = Math.min(11, fittedSize([descriptor], 100, 11));
    y += small;
    body += textLine(64, y, small, ink, descriptor, ' letter-spacing="1" opacity=".85"');
  }
  for (const line of lines) {
    y += Math.round(size * 1.05);
    body += textLine(64, y, size, ink, line);
  }
  return svg(128, 128, tile + body);
}

/** A category's icon: its pictogram, white on a circle in the category's colour. */
export function categoryIconSvg(name: string, glyph: Glyph): Uint8Array {
  const [base] = coloursOf(name);
  return svg(48, 48, `<circle cx="24" cy="24" r="24" fill="${base}"/>${glyphAt(glyph, 11, 11, 26, '#fff', base)}`);
}

/** Faint pictograms scattered over a picture: one per cell of a grid, nudged by the name so two patterns differ. */
function scatter(glyph: Glyph, name: string, width: number, height: number, count: number, size: number): string {
  const seed = hashString(name);
  const columns = Math.ceil(Math.sqrt((count * width) / height));
  const rows = Math.ceil(count / columns);
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  let marks = '';
  for (let i = 0; i < count; i++) {
    const jitter = hashString(`${seed}:${i}`);
    const x = Math.round((i % columns) * cellWidth + ((jitter % 1000) / 1000) * Math.max(0, cellWidth - size));
    const y = Math.round(
      Math.floor(i / columns) * cellHeight +
        ((Math.floor(jitter / 1000) % 1000) / 1000) * Math.max(0, cellHeight - size),
    );
    marks += glyphAt(glyph, x, y, size, '#fff', 'none', 0.1);
  }
  return marks;
}

/** The storefront: an awning, a window with the pictogram and a door, the brand's name on the sign. */
function storefront(name: string, glyph: Glyph, base: string): string {
  const lines = balancedLines(name, 20, 1);
  const size = fittedSize(lines, 250, 26);
  return (
    `<g fill="#fff"><rect x="200" y="150" width="240" height="160" rx="10" opacity=".22"/>` +
    `<rect x="180" y="52" width="280" height="48" rx="10"/>` +
    `<path d="M190 110h260l-14 52H204z" opacity=".95"/>` +
    `<path d="M242 110h30l-4 52h-30zM305 110h30v52h-30zM368 110h30l8 52h-30z" fill="${base}" opacity=".35"/>` +
    `<rect x="228" y="186" width="96" height="84" rx="6" opacity=".9"/><rect x="340" y="186" width="74" height="124" rx="6" opacity=".9"/>` +
    `<rect x="186" y="306" width="268" height="10" rx="5" opacity=".6"/></g>` +
    glyphAt(glyph, 250, 202, 52, base, '#fff') +
    textLine(320, 76 + Math.round(size * 0.36), size, base, lines[0]!)
  );
}

/**
 * A brand's photo, 640×400, drawn after its kind of business: variant 0 (the card's picture) its pictogram on a
 * white disc over a scattered pattern; 1 its storefront with the name on the sign; 2 a close-up on a counter.
 */
export function brandPhotoSvg(name: string, glyph: Glyph, variant: number): Uint8Array {
  const colours = coloursOf(name, variant * 5);
  const [base] = colours;
  const backdrop = `<defs>${gradient('g', colours)}</defs><rect width="640" height="400" fill="url(#g)"/>`;
  if (variant % PHOTO_VARIANTS === 0) {
    return svg(
      640,
      400,
      backdrop +
        scatter(glyph, name, 640, 400, 9, 46) +
        `<circle cx="320" cy="200" r="112" fill="#fff"/>` +
        glyphAt(glyph, 255, 135, 130, base, '#fff'),
    );
  }
  if (variant % PHOTO_VARIANTS === 1) {
    const x = 80 + ((hashString(name) * 173) % 480);
    return svg(
      640,
      400,
      backdrop + `<circle cx="${x}" cy="60" r="120" fill="#fff" opacity=".1"/>` + storefront(name, glyph, base),
    );
  }
  return svg(
    640,
    400,
    backdrop +
      `<circle cx="110" cy="90" r="60" fill="#fff" opacity=".12"/><circle cx="190" cy="60" r="26" fill="#fff" opacity=".1"/><circle cx="560" cy="110" r="44" fill="#fff" opacity=".1"/>` +
      `<rect y="300" width="640" height="100" fill="#000" opacity=".14"/><ellipse cx="330" cy="318" rx="130" ry="16" fill="#000" opacity=".18"/>` +
      glyphAt(glyph, 225, 100, 210, '#fff', base),
  );
}

/**
 * A banner, 1200×400: its title on the left in up to two lines, its pictogram on a white disc on the right.
 * The portal lays the banner's button over its bottom left (ui/styles.css «banner's call to action»), so the
 * title keeps to the upper half.
 */
export function bannerPictureSvg(title: string, glyph: Glyph): Uint8Array {
  const colours = coloursOf(title);
  const [base] = colours;
  // Two lines at most: a third would run into the button on a phone's narrow banner.
  const lines = balancedLines(title, 22, 2);
  const size = fittedSize(lines, 640, 56);
  const text = lines
    .map(
      (line, index) =>
        `<text x="64" y="${130 + Math.round(index * size * 1.18)}" ${TYPE} fill="#fff" font-size="${size}">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return svg(
    1200,
    400,
    `<defs>${gradient('g', colours)}</defs><rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="1110" cy="30" r="170" fill="#fff" opacity=".1"/><circle cx="760" cy="380" r="110" fill="#000" opacity=".08"/>` +
      scatter(glyph, title, 1200, 400, 5, 50) +
      `<circle cx="940" cy="200" r="140" fill="#fff"/>` +
      glyphAt(glyph, 860, 120, 160, base, '#fff') +
      text,
  );
}

const NEWS_GLYPHS: readonly Glyph[] = ['ticket', 'bag', 'house', 'book', 'flower', 'cup', 'plane', 'basket'];

/** A news item's subject read off its title, so coffee news shows a cup; anything else is picked by the title's hash. */
const NEWS_SUBJECTS: readonly (readonly [RegExp, Glyph])[] = [
  [/коф/i, 'cup'],
  [/аптек|здоров/i, 'cross'],
  [/заправк|автомо|авто/i, 'car'],
  [/питом|зоо/i, 'paw'],
  [/детск|игруш/i, 'balloon'],
  [/букет|цвет/i, 'flower'],
  [/кафе|гастроном|ресторан/i, 'plate'],
  [/онлайн|магазин|скидок/i, 'bag'],
  [/развлеч|фестивал|ноч|марафон/i, 'ticket'],
  [/город|партнёр/i, 'house'],
];

/**
 * A news item's picture, 1200×400: a composition of pictograms after the title's subject, with no text (the card prints
 * the title under the picture; issue 31 §6 found it repeated inside).
 */
export function newsPictureSvg(title: string): Uint8Array {
  const colours = coloursOf(title, 3);
  const [base] = colours;
  const seed = hashString(title);
  const main = NEWS_SUBJECTS.find(([words]) => words.test(title))?.[1] ?? NEWS_GLYPHS[seed % NEWS_GLYPHS.length]!;
  const side = ALL_GLYPHS[Math.floor(seed / 8) % ALL_GLYPHS.length]!;
  return svg(
    1200,
    400,
    `<defs>${gradient('g', colours)}</defs><rect width="1200" height="400" fill="url(#g)"/>` +
      scatter(side, title, 1200, 400, 10, 56) +
      `<circle cx="600" cy="200" r="130" fill="#fff"/>` +
      glyphAt(main, 525, 125, 150, base, '#fff') +
      `<circle cx="820" cy="120" r="56" fill="#fff" opacity=".9"/>` +
      glyphAt(side, 788, 88, 64, base, '#fff') +
      `<circle cx="390" cy="290" r="44" fill="#fff" opacity=".2"/>`,
  );
}
