/** Social-network link fields of portal §2 «Text inputs»: fixed prefixes for vk, ok, telegram and instagram. */

/** The social networks whose link fields carry a fixed prefix. */
export type SocialLinkKind = 'vk' | 'ok' | 'telegram' | 'instagram';

/** Every kind, in display order. */
export const SOCIAL_LINK_KINDS: readonly SocialLinkKind[] = Object.freeze([
  'vk',
  'ok',
  'telegram',
  'instagram',
] as const);

/** The fixed prefix each link field starts with; the user types only what follows it. */
export const SOCIAL_LINK_PREFIXES: Readonly<Record<SocialLinkKind, string>> = Object.freeze({
  vk: 'https://vk.com/',
  ok: 'https://ok.ru/',
  telegram: 'https://t.me/',
  instagram: 'https://instagram.com/',
});

// Other spellings of each network's host that people paste; 'www.' and 'm.' in front are dropped before the lookup.
const HOSTS: Readonly<Record<SocialLinkKind, readonly string[]>> = {
  vk: ['vk.com', 'vk.ru', 'vkontakte.ru'],
  ok: ['ok.ru', 'odnoklassniki.ru'],
  telegram: ['t.me', 'telegram.me', 'telegram.dog'],
  instagram: ['instagram.com', 'instagr.am'],
};

const SCHEME = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^(?:www\.|m\.)+/, '');
}

/** The part after one of the network's hosts ('vk.com/durov' → 'durov'), or null when `text` does not start with one. */
function afterKnownHost(kind: SocialLinkKind, text: string): string | null {
  const end = text.search(/[/?#]/);
  const host = end === -1 ? text : text.slice(0, end);
  if (!HOSTS[kind].includes(bareHost(host))) {
    return null;
  }
  return end === -1 ? '' : text.slice(end);
}

/** A handle without its decorations: '@', leading and trailing slashes, the query and the fragment. */
function cleanHandle(text: string): string {
  const end = text.search(/[?#]/);
  const path = end === -1 ? text : text.slice(0, end);
  return path.replace(/^[@/]+/, '').replace(/\/+$/, '');
}

/** The handle part of what was typed or pasted, read once; null for a link to another site. */
function handleOnce(kind: SocialLinkKind, text: string): string | null {
  const scheme = SCHEME.exec(text);
  if (scheme === null) {
    return cleanHandle(afterKnownHost(kind, text) ?? text);
  }
  const path = afterKnownHost(kind, text.slice(scheme[0].length));
  if (path === null) {
    // A prefix cut short while being edited ('https://vk.co') is an empty field, not a foreign link.
    return SOCIAL_LINK_PREFIXES[kind].startsWith(text.toLowerCase()) ? '' : null;
  }
  return cleanHandle(path);
}

/** True when a handle is itself a link, or starts with one of the network's hosts. */
function looksLikeLink(kind: SocialLinkKind, handle: string): boolean {
  return SCHEME.test(handle) || afterKnownHost(kind, handle) !== null;
}

/** The handle part of what was typed or pasted; null for a link to another site. */
function handleOf(kind: SocialLinkKind, value: string): string | null {
  let handle = handleOnce(kind, value.replace(/\s+/g, ''));
  // A link pasted after the prefix ('https://t.me/https://t.me/durov') is still one link; what will not unwrap stays
  // as typed. Each round removes a scheme or a host, so the loop ends.
  while (handle !== null && handle !== '' && looksLikeLink(kind, handle)) {
    const inner = handleOnce(kind, handle);
    if (inner === null || inner === handle) {
      break;
    }
    handle = inner;
  }
  return handle;
}

/**
 * Normalises a handle or a full link of the network to the prefixed link:
 * '@durov', 'durov', 't.me/durov', 'http://www.t.me/durov/' → 'https://t.me/durov' for telegram.
 * Whitespace, a leading '@', surrounding slashes, the query and the fragment are dropped.
 * Returns '' when there is no handle (an empty field, the bare prefix, or the prefix partly deleted),
 * and null when the value is a link to another site.
 */
export function withSocialPrefix(kind: SocialLinkKind, value: string): string | null {
  const handle = handleOf(kind, value);
  if (handle === null) {
    return null;
  }
  return handle === '' ? '' : `${SOCIAL_LINK_PREFIXES[kind]}${handle}`;
}
