/** Contact values of a card as links: social pages by the core prefix rule, phones as tel:, e-mail as mailto:. */
import { canonicalPhone, normalizePhone } from './phone.ts';
import { withSocialPrefix, type SocialLinkKind } from './socialLinks.ts';

/**
 * The https address of a social page, whether it was stored as a full link or as the handle typed
 * after the field's fixed prefix; null when it is blank or a link to another site.
 */
export function socialUrl(kind: SocialLinkKind, value: string | null | undefined): string | null {
  const link = value === null || value === undefined ? null : withSocialPrefix(kind, value);
  return link === null || link === '' ? null : link;
}

/** How a link is printed: the address without its scheme and trailing slash ('t.me/cafe'). */
export function linkLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A tel: link of a phone, in the +7 form; null when the value is not a phone of 11 digits. */
export function telHref(phone: string | null | undefined): string | null {
  const canonical = phone === null || phone === undefined ? null : canonicalPhone(normalizePhone(phone));
  return canonical === null ? null : `tel:+${canonical}`;
}

const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/;

/** A mailto: link, or null for a value that is not an e-mail address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = email?.trim() ?? '';
  return EMAIL.test(text) ? `mailto:${text}` : null;
}
