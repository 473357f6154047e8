import type { ReferralStore } from '../../core/ports/index.ts';
import type { Referral } from '../../core/model/index.ts';

/** ReferralStore of one headless session (simulation, a server render): lives as long as the object. */
export class MemoryReferralStore implements ReferralStore {
  private referral: Referral | null = null;

  read(): Referral | null {
    return this.referral;
  }

  save(referral: Referral): void {
    this.referral = referral;
  }

  clear(): void {
    this.referral = null;
  }
}
