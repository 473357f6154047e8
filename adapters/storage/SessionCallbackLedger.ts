import type { CallbackLedger } from '../../core/ports/socialAuth.ts';
import { pageStorage } from './pageStorage.ts';

const KEY = 'vkCallbackStates';
/** States older than the last few are long expired on the server anyway. */
const KEEP = 20;

/**
 * The social callbacks this tab acted on, in sessionStorage: a reload of the callback address, or Back onto it,
 * finds its state here and exchanges nothing. sessionStorage is per tab and survives reloads, which is exactly
 * the reach of the rule.
 */
export class SessionCallbackLedger implements CallbackLedger {
  constructor(private readonly storage: Storage) {}

  static fromWindow(): SessionCallbackLedger {
    return new SessionCallbackLedger(pageStorage('sessionStorage'));
  }

  has(state: string): boolean {
    return this.states().includes(state);
  }

  add(state: string): void {
    const states = [...this.states().filter((kept) => kept !== state), state].slice(-KEEP);
    this.storage.setItem(KEY, JSON.stringify(states));
  }

  private states(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }
}
