/**
 * Where the map of outlets takes its background from (issue 21): the tile address template (`MAP_TILES_URL`)
 * and the attribution its provider requires (`MAP_ATTRIBUTION`). One rule read by the server (its settings and
 * the Content-Security-Policy's img-src, which must name the tiles' host) and by the map in the browser (which
 * gets the settings from `GET /api/map-settings`), so the page can never ask for tiles its policy refuses.
 *
 * Without tiles (`MAP_TILES_URL=off`, or a tile server that does not answer) the map still shows its pins on a
 * plain background.
 */

/** OpenStreetMap's standard tiles: fine for development and small sites, not for heavy use (their tile policy). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * What OpenStreetMap's tile policy requires on the map: «© OpenStreetMap contributors» linking to their copyright
 * page. Written in the attribution's own notation: text, and `[text](https://…)` for a link.
 */
export const DEFAULT_MAP_ATTRIBUTION = '[© OpenStreetMap contributors](https://www.openstreetmap.org/copyright)';

/** The values of MAP_TILES_URL that turn the tiles off: the map shows its pins on a plain background. */
const TILES_OFF = new Set(['off', 'none']);

/** What the map is drawn over, as the server answers it (GET /api/map-settings). */
export interface MapSettings {
  /** The tile address template with {z}, {x}, {y} (and optionally {s}, {r}); null: no tiles, a plain background. */
  tilesUrl: string | null;
  /** The attribution in its notation (text and `[text](https://…)` links); shown in the map's corner. */
  attribution: string;
}

/** The placeholders a template may hold: Leaflet fills {s} (a subdomain), {z}, {x}, {y} and {r} (retina suffix). */
const PLACEHOLDER = /\{([a-z]+)\}/g;
const KNOWN_PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', 'r']);
/** A host name (letters, digits, dots, hyphens) with an optional port, after `{s}` is read as a label. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * A tile template as the portal accepts it: an absolute http(s) address, or a path on the portal's own origin
 * starting with `/`, holding {z}, {x} and {y} and no placeholder Leaflet does not fill; `{s}` only in the host.
 * Throws an Error naming `name` with what is wrong.
 */
export function checkTilesUrl(template: string, name = 'MAP_TILES_URL'): string {
  const text = template.trim();
  const refused = (why: string) => new Error(`${name} ${why}, got '${template}'`);
  const placeholders = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  for (const needed of ['z', 'x', 'y']) {
    if (!placeholders.includes(needed)) {
      throw refused(`must hold {z}, {x} and {y} (such as ${DEFAULT_MAP_TILES_URL})`);
    }
  }
  const unknown = placeholders.find((placeholder) => !KNOWN_PLACEHOLDERS.has(placeholder));
  if (unknown !== undefined) {
    throw refused(`holds {${unknown}}, which is not one of {s}, {z}, {x}, {y}, {r}`);
  }
  if (/[\s"'<>\\]/.test(text)) {
    throw refused('must not hold spaces, quotes, angle brackets or backslashes');
  }
  if (text.startsWith('/') && !text.startsWith('//')) {
    if (text.includes('{s}')) {
      throw refused('may hold {s} only in an absolute address’s host');
    }
    return text;
  }
  const host = tilesHost(text);
  if (host === null) {
    throw refused('must be an absolute http(s) address or a path starting with /');
  }
  return text;
}

/** The scheme and host of an absolute template (`{s}` read as a subdomain label), or null when it is not one. */
function tilesHost(template: string): { scheme: 'http' | 'https'; host: string } | null {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(template);
  if (match === null) {
    return null;
  }
  const scheme = match[1]!.toLowerCase() as 'http' | 'https';
  const host = match[2]!.toLowerCase();
  if (host.includes('@')) {
    return null;
  }
  const withoutSubdomain = host.startsWith('{s}.') ? host.slice(4) : host;
  if (
    withoutSubdomain.includes('{') ||
    !HOST.test(withoutSubdomain) ||
    withoutSubdomain.startsWith('.') ||
    !/[a-z0-9]/.test(withoutSubdomain)
  ) {
    return null;
  }
  return { scheme, host };
}

/**
 * The source the Content-Security-Policy's img-src must allow for these tiles: their origin
 * (`https://tile.openstreetmap.org`), a wildcard for a `{s}` subdomain (`https://*.tile.example.ru`), or null when
 * no other origin is needed (no tiles, or tiles on the portal's own origin, which 'self' covers).
 */
export function tilesImageSource(tilesUrl: string | null): string | null {
  if (tilesUrl === null) {
    return null;
  }
  const host = tilesHost(tilesUrl);
  if (host === null) {
    return null;
  }
  return `${host.scheme}://${host.host.replace(/^\{s\}\./, '*.')}`;
}

/**
 * The map's settings from the environment: MAP_TILES_URL (unset or blank: OpenStreetMap's standard tiles; `off`
 * or `none`: no tiles) and MAP_ATTRIBUTION (unset or blank: OpenStreetMap's attribution when the tiles are
 * OpenStreetMap's, else none). Throws on a template checkTilesUrl refuses, so a start never serves a map its CSP
 * would block.
 */
export function readMapSettings(env: Readonly<Record<string, string | undefined>>): MapSettings {
  const raw = env.MAP_TILES_URL?.trim() ?? '';
  const tilesUrl = raw === '' ? DEFAULT_MAP_TILES_URL : TILES_OFF.has(raw.toLowerCase()) ? null : checkTilesUrl(raw);
  const configured = env.MAP_ATTRIBUTION?.trim() ?? '';
  const attribution =
    configured !== '' ? configured : tilesUrl === DEFAULT_MAP_TILES_URL ? DEFAULT_MAP_ATTRIBUTION : '';
  return { tilesUrl, attribution };
}

/** One piece of an attribution: text, or text linking to an http(s) address. */
export interface AttributionPart {
  text: string;
  href?: string;
}

const LINK = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

/**
 * An attribution in its notation as pieces to render: `[text](https://…)` becomes a link, everything else text
 * (an address that is not http(s) stays text, brackets and all). No markup is ever read from the setting.
 */
export function attributionParts(attribution: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  let from = 0;
  for (const match of attribution.matchAll(LINK)) {
    if (match.index > from) {
      parts.push({ text: attribution.slice(from, match.index) });
    }
    parts.push({ text: match[1]!, href: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < attribution.length) {
    parts.push({ text: attribution.slice(from) });
  }
  return parts;
}

/** Whether an answer read from the network is map settings (the browser checks before it uses them). */
export function isMapSettings(value: unknown): value is MapSettings {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { tilesUrl, attribution } = value as Record<string, unknown>;
  if (typeof attribution !== 'string' || (tilesUrl !== null && typeof tilesUrl !== 'string')) {
    return false;
  }
  if (tilesUrl === null) {
    return true;
  }
  try {
    checkTilesUrl(tilesUrl);
    return true;
  } catch {
    return false;
  }
}
