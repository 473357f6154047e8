/**
 * The identity provider of the in-memory back end: the same three people as the local provider
 * (server/id-provider), codes bound to the challenge, device and redirect URI, each used once.
 */
import type { ProviderPerson } from '../../core/model/index.ts';
import { refusal } from './refuse.ts';

export type { ProviderPerson };

interface Grant {
  person: ProviderPerson;
  codeChallenge: string;
  deviceId: string;
  redirectUri: string;
  state: string;
}

function ddmmyyyy(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
}

/** Анна (phone vouched for), Тимур (phone not vouched for), Варвара (eleven years old on `nowMs`). */
function memoryProviderPeople(nowMs: number): ProviderPerson[] {
  const now = new Date(nowMs);
  const child = new Date(Date.UTC(now.getUTCFullYear() - 11, now.getUTCMonth() - 1, Math.min(now.getUTCDate(), 28)));
  return [
    {
      userId: '700001',
      firstName: 'Анна',
      lastName: 'Соколова',
      phone: '79990000101',
      verified: true,
      sex: 1,
      birthday: '17.04.1994',
      avatar: null,
    },
    {
      userId: '700002',
      firstName: 'Тимур',
      lastName: 'Галиев',
      phone: '79990000202',
      verified: false,
      sex: 2,
      birthday: '03.11.1987',
      avatar: null,
    },
    {
      userId: '700003',
      firstName: 'Варвара',
      lastName: 'Ильина',
      phone: '79990000303',
      verified: true,
      sex: 1,
      birthday: ddmmyyyy(child),
      avatar: null,
    },
  ];
}

/** BASE64URL(SHA-256(verifier)) with the platform's Web Crypto. */
export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export class MemoryIdentityProvider {
  readonly people: ProviderPerson[];
  private readonly grants = new Map<string, Grant>();
  private issued = 0;

  constructor(nowMs: number) {
    this.people = memoryProviderPeople(nowMs);
  }

  /** The visitor agrees to sign in as `userId` for this challenge: the code payload the page receives. */
  authorize(
    request: { codeChallenge: string; state: string; redirectUri: string },
    userId: string,
  ): { code: string; device_id: string; state: string } {
    const person = this.people.find((candidate) => candidate.userId === userId);
    if (person === undefined) {
      throw new Error(`no person ${userId} at the provider`);
    }
    this.issued += 1;
    const code = `code-${this.issued}`;
    const deviceId = `device-${this.issued}`;
    this.grants.set(code, {
      person,
      codeChallenge: request.codeChallenge,
      deviceId,
      redirectUri: request.redirectUri,
      state: request.state,
    });
    return { code, device_id: deviceId, state: request.state };
  }

  /** Trades a code for the person: PROVIDER_REFUSED unless everything it was bound to matches; the code works once. */
  async exchange(request: {
    code: string;
    codeVerifier: string;
    deviceId: string;
    redirectUri: string;
  }): Promise<ProviderPerson> {
    const grant = this.grants.get(request.code);
    this.grants.delete(request.code);
    const matches =
      grant !== undefined &&
      grant.deviceId === request.deviceId &&
      grant.redirectUri === request.redirectUri &&
      grant.codeChallenge === (await s256(request.codeVerifier));
    if (!matches) {
      throw refusal('PROVIDER_REFUSED', { error: 'invalid_grant' });
    }
    return grant.person;
  }
}
