/**
 * Content negotiation in one place: the encoding a response is sent in (Accept-Encoding) and the type a picture
 * variant is made in (Accept). Both headers are read by hono's accepts helper (lists, quoted parameters,
 * q-values); only the choice among what the client accepts is ours.
 */
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { VariantType } from '../images/ImageVariants.ts';
import type { Encoding } from './compression.ts';

type AcceptsOptions = Parameters<typeof accepts>[1];
type AcceptedEntry = Parameters<NonNullable<AcceptsOptions['match']>>[0][number];

/** The encodings the server can make, best first: brotli wins over gzip at equal weight. */
export const ALL_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

const IDENTITY = 'identity';
/** RFC 9110 §12.4.2's qvalue, loosely: digits with an optional fraction. */
const QVALUE = /^\s*\d+(\.\d*)?\s*$/;

/**
 * The weight of one entry. Hono reads a q that is not a number (`q=abc`) as full acceptance; a refusal is the
 * safer reading, as a client that garbles its header then gets the identity it can surely read.
 */
function weightOf(entry: AcceptedEntry): number {
  const written = entry.params.q ?? entry.params.Q;
  return written !== undefined && !QVALUE.test(written) ? 0 : entry.q;
}

/** The weight the header gives `name`: its own entry, else the wildcard's when `wildcard` is given, else 0. */
function weightFor(entries: readonly AcceptedEntry[], name: string, wildcard: string | null): number {
  const own = entries.find((entry) => entry.type.toLowerCase() === name);
  if (own !== undefined) {
    return weightOf(own);
  }
  const any = wildcard === null ? undefined : entries.find((entry) => entry.type === wildcard);
  return any === undefined ? 0 : weightOf(any);
}

/**
 * The encoding to send, among those the caller can make (`offered`, best first at equal weight): the heaviest the
 * request's Accept-Encoding accepts with q > 0, `*` standing for any not named; null for identity (no header,
 * identity only, or everything offered refused, as in `gzip;q=0`).
 */
export function acceptedEncoding(c: Context, offered: readonly Encoding[] = ALL_ENCODINGS): Encoding | null {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...offered],
    default: IDENTITY,
    match: (entries, { supports }) => {
      let best = IDENTITY;
      let bestWeight = 0;
      for (const encoding of supports) {
        const weight = weightFor(entries, encoding, '*');
        if (weight > bestWeight) {
          best = encoding;
          bestWeight = weight;
        }
      }
      return best;
    },
  });
  return chosen === IDENTITY ? null : (chosen as Encoding);
}

/** Choices already made, by Accept-Encoding value: browsers send a handful of spellings, so the map stays small. */
const choicesByHeader = new Map<string, Encoding | null>();
const MAX_REMEMBERED_CHOICES = 256;

/**
 * acceptedEncoding for a bare Accept-Encoding value (the page cache's answers written straight to the socket,
 * server/render/pageFastPath.ts): the same rule, remembered per value.
 */
export function acceptedEncodingOf(
  header: string | undefined,
  offered: readonly Encoding[] = ALL_ENCODINGS,
): Encoding | null {
  const memoKey = `${offered.join(',')};${header ?? ''}`;
  const known = choicesByHeader.get(memoKey);
  if (known !== undefined) {
    return known;
  }
  const context = {
    req: { header: (name: string) => (name.toLowerCase() === 'accept-encoding' ? header : undefined) },
  } as unknown as Context;
  const chosen = acceptedEncoding(context, offered);
  if (choicesByHeader.size < MAX_REMEMBERED_CHOICES) {
    choicesByHeader.set(memoKey, chosen);
  }
  return chosen;
}

/** The modern picture types, best first. */
const MODERN_PICTURE_TYPES: readonly VariantType[] = ['image/avif', 'image/webp'];

/**
 * The type a picture variant is sent in: AVIF when the request's Accept names it, else WebP when it names that,
 * else the picture's own type. Only types named outright count: `image/*` and `*\/*` are what every browser sends,
 * AVIF-capable or not.
 */
export function acceptedPictureType(c: Context, originalType: VariantType): VariantType {
  return accepts(c, {
    header: 'Accept',
    supports: [...MODERN_PICTURE_TYPES],
    default: originalType,
    match: (entries, { supports, default: fallback }) =>
      supports.find((type) => weightFor(entries, type, null) > 0) ?? fallback,
  }) as VariantType;
}
