/** Referral rules of portal §4. */
import type { Referral, ReferralKey, ReferralMode } from '../model/auth.ts';

export { REFERRAL_COOKIE_SECONDS } from './constants.ts';

const KEY_BY_MODE: Readonly<Record<ReferralMode, ReferralKey>> = Object.freeze({ su: 'suid', t: 'tid', d: 'did' });

function isReferralMode(mode: string): mode is ReferralMode {
  return Object.hasOwn(KEY_BY_MODE, mode);
}

/** The payload key of a ref_mode: su → suid, t → tid, d → did. */
export function referralKey(mode: ReferralMode): ReferralKey {
  return KEY_BY_MODE[mode];
}

/** The referral carried by ref_mode and ref_id; null for an unknown mode or an empty (blank) id. */
export function parseReferral(mode: string | undefined | null, id: string | undefined | null): Referral | null {
  if (mode === undefined || mode === null || !isReferralMode(mode)) {
    return null;
  }
  const trimmedId = (id ?? '').trim();
  if (trimmedId === '') {
    return null;
  }
  return { mode, id: trimmedId };
}

/** The suid/tid/did entry of registration and social-login payloads; undefined without a referral. */
export function referralPayload(referral: Referral | null): { key: ReferralKey; id: string } | undefined {
  if (referral === null) {
    return undefined;
  }
  return { key: referralKey(referral.mode), id: referral.id };
}
