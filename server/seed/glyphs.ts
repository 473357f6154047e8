/**
 * Simple pictograms the seed draws its pictures with, one per kind of business, each in a 100×100 box.
 * `{ink}` is the pictogram's colour and `{cut}` the colour of its cut-outs (the picture's background), so one
 * drawing serves a white mark on a coloured ground and a coloured mark on a white one.
 */
export type Glyph =
  | 'plate'
  | 'cup'
  | 'bread'
  | 'basket'
  | 'mirror'
  | 'cross'
  | 'shirt'
  | 'dumbbell'
  | 'balloon'
  | 'car'
  | 'flower'
  | 'ticket'
  | 'paw'
  | 'glass'
  | 'bag'
  | 'phone'
  | 'house'
  | 'plane'
  | 'book';

const GLYPHS: Readonly<Record<Glyph, string>> = {
  plate:
    '<circle cx="52" cy="52" r="30"/><circle cx="52" cy="52" r="19" fill="{cut}" opacity=".35"/>' +
    '<path d="M10 20h3v18h2V20h3v18h2V20h3v22a6 6 0 0 1-5 6v38h-4V48a6 6 0 0 1-4-6z"/><path d="M90 18c-7 4-9 16-9 28h5v40h4z"/>',
  cup:
    '<path d="M20 40h48v18a24 24 0 0 1-48 0z"/><path d="M68 46h5a10 10 0 0 1 0 20h-6" fill="none" stroke="{ink}" stroke-width="6"/>' +
    '<rect x="12" y="84" width="66" height="6" rx="3"/>' +
    '<path d="M33 12c-6 7 6 11 0 20M45 10c-6 7 6 11 0 20M57 12c-6 7 6 11 0 20" fill="none" stroke="{ink}" stroke-width="4" stroke-linecap="round"/>',
  bread:
    '<path d="M12 64c0-22 17-34 38-34s38 12 38 34v8a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6z"/>' +
    '<path d="M32 44l8 16M50 40l8 16M68 44l8 16" stroke="{cut}" stroke-width="5" stroke-linecap="round" opacity=".45"/>',
  basket:
    '<circle cx="50" cy="24" r="13"/><path d="M51 11c2-6 8-8 12-8-1 5-5 9-12 8z"/><path d="M10 42h80l-9 44H19z"/>' +
    '<path d="M30 52v24M50 52v24M70 52v24" stroke="{cut}" stroke-width="5" stroke-linecap="round" opacity=".45"/>',
  mirror:
    '<circle cx="36" cy="38" r="24"/><circle cx="36" cy="38" r="16" fill="{cut}" opacity=".3"/><rect x="32" y="60" width="8" height="28" rx="4"/>' +
    '<rect x="62" y="54" width="22" height="34" rx="3"/><path d="M65 52V32l16-8v28z"/>',
  cross:
    '<rect x="12" y="12" width="76" height="76" rx="20"/><path d="M42 26h16v16h16v16H58v16H42V58H26V42h16z" fill="{cut}"/>',
  shirt: '<path d="M34 12 10 25l9 20 11-5v48h40V40l11 5 9-20-24-13c-2 9-8 13-16 13s-14-4-16-13z"/>',
  dumbbell:
    '<rect x="6" y="36" width="10" height="28" rx="3"/><rect x="17" y="26" width="14" height="48" rx="4"/><rect x="31" y="45" width="38" height="10" rx="3"/>' +
    '<rect x="69" y="26" width="14" height="48" rx="4"/><rect x="84" y="36" width="10" height="28" rx="3"/>',
  balloon:
    '<ellipse cx="34" cy="32" rx="20" ry="24"/><path d="M34 56l-4 6h8z"/><path d="M34 62c-6 10 6 14 0 26" fill="none" stroke="{ink}" stroke-width="3"/>' +
    '<rect x="56" y="54" width="32" height="32" rx="6"/><rect x="66" y="64" width="12" height="12" rx="2" fill="{cut}" opacity=".4"/>',
  car:
    '<path d="M10 60l9-20c2-5 6-8 12-8h38c6 0 10 3 12 8l9 20v16a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z"/><path d="M26 56l5-14h38l5 14z" fill="{cut}" opacity=".4"/>' +
    '<circle cx="28" cy="80" r="10" fill="{cut}"/><circle cx="72" cy="80" r="10" fill="{cut}"/><circle cx="28" cy="80" r="6"/><circle cx="72" cy="80" r="6"/>',
  flower:
    '<path d="M48 54h4v36h-4z"/><path d="M50 78c-8-8-20-8-24-4 6 6 16 8 24 4zm0-4c8-8 20-8 24-4-6 6-16 8-24 4z"/>' +
    '<circle cx="50" cy="18" r="11"/><circle cx="65" cy="29" r="11"/><circle cx="59" cy="46" r="11"/><circle cx="41" cy="46" r="11"/><circle cx="35" cy="29" r="11"/>' +
    '<circle cx="50" cy="33" r="8" fill="{cut}" opacity=".5"/>',
  ticket:
    '<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16z"/>' +
    '<path d="m50 34 4.5 9.5 10.5 1.2-7.8 7.1 2.2 10.4-9.4-5.4-9.4 5.4 2.2-10.4-7.8-7.1 10.5-1.2z" fill="{cut}" opacity=".55"/>',
  paw: '<ellipse cx="50" cy="66" rx="21" ry="18"/><ellipse cx="24" cy="42" rx="9" ry="11"/><ellipse cx="39" cy="24" rx="9" ry="12"/><ellipse cx="61" cy="24" rx="9" ry="12"/><ellipse cx="76" cy="42" rx="9" ry="11"/>',
  glass:
    '<path d="M14 16h72L55 50v30h15v7H30v-7h15V50z"/><path d="M26 24h48L50 46z" fill="{cut}" opacity=".4"/><circle cx="74" cy="14" r="9"/>',
  bag: '<path d="M36 38V28a14 14 0 0 1 28 0v10" fill="none" stroke="{ink}" stroke-width="7"/><path d="M16 34h68l-5 54H21z"/><circle cx="36" cy="46" r="4" fill="{cut}" opacity=".5"/><circle cx="64" cy="46" r="4" fill="{cut}" opacity=".5"/>',
  phone:
    '<rect x="27" y="6" width="46" height="88" rx="9"/><rect x="32" y="16" width="36" height="60" rx="2" fill="{cut}" opacity=".4"/><circle cx="50" cy="85" r="4" fill="{cut}"/>',
  house: '<path d="M50 10 92 46H81v44H60V64H40v26H19V46H8z"/><rect x="64" y="16" width="10" height="18"/>',
  plane: '<path d="M46 8c2-5 6-5 8 0l2 32 36 19v9l-36-11-2 23 11 8v7l-15-4-15 4v-7l11-8-2-23-36 11v-9l36-19z"/>',
  book: '<path d="M50 24c-10-8-27-10-40-8v66c13-2 30 0 40 8 10-8 27-10 40-8V16c-13-2-30 0-40 8z"/><path d="M48 26h4v62h-4z" fill="{cut}" opacity=".4"/>',
};

/** The pictogram drawn at (x, y) at `size` px in `ink`, its cut-outs in `cut`. */
export function glyphAt(
  glyph: Glyph,
  x: number,
  y: number,
  size: number,
  ink: string,
  cut: string,
  opacity = 1,
): string {
  const body = GLYPHS[glyph].replaceAll('{ink}', ink).replaceAll('{cut}', cut);
  const scale = Math.round((size / 100) * 1000) / 1000;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${ink}"${opacity < 1 ? ` opacity="${opacity}"` : ''}>${body}</g>`;
}

/** Every pictogram, for tests and for pictures that pick one by a name's hash. */
export const ALL_GLYPHS = Object.keys(GLYPHS) as Glyph[];
