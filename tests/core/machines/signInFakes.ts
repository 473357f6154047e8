/** In-memory port fakes shared by the sign-in machine tests. */
import { MissingTokensError } from '../../../core/errors.ts';
import type { AuthUser, Tokens, UserInfo } from '../../../core/model/index.ts';
import type { Navigator, TokenStore } from '../../../core/ports/index.ts';
import type { PageSecrets } from '../../../core/ports/socialAuth.ts';

/**
 * One API method whose answers the test hands out by hand, so the machine can be observed
 * while the call is still in flight.
 */
export class ScriptedCall<Request, Response> {
  readonly requests: Request[] = [];
  private readonly pending: { resolve: (value: Response) => void; reject: (error: unknown) => void }[] = [];

  readonly fn = (request: Request): Promise<Response> => {
    this.requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      this.pending.push({ resolve, reject });
    });
  };

  resolve(value: Response): void {
    this.next().resolve(value);
  }

  reject(error: unknown): void {
    this.next().reject(error);
  }

  private next() {
    const call = this.pending.shift();
    if (call === undefined) {
      throw new Error('no call is waiting for an answer');
    }
    return call;
  }
}

/** A TokenStore that keeps the port's contract: both tokens or MissingTokensError. */
export class MemoryTokenStore implements TokenStore {
  tokens: Tokens | null = null;
  user: UserInfo | null = null;
  cleared = 0;

  read(): Tokens | null {
    return this.tokens;
  }

  save(tokens: Tokens, user?: UserInfo): void {
    if (tokens.accessToken === '' || tokens.refreshToken === '') {
      throw new MissingTokensError();
    }
    this.tokens = tokens;
    this.user = user ?? this.user;
  }

  readUser(): UserInfo | null {
    return this.user;
  }

  clear(): void {
    this.tokens = null;
    this.user = null;
    this.cleared += 1;
  }
}

/** Records every navigation intent in order. */
export class RecordingNavigator implements Navigator {
  readonly log: string[] = [];

  goTo(path: string): void {
    this.log.push(`goTo ${path}`);
  }

  reload(): void {
    this.log.push('reload');
  }

  reloadAt(path: string): void {
    this.log.push(`reloadAt ${path}`);
  }

  openCabinet(): void {
    this.log.push('openCabinet');
  }
}

/** An auth answer as the API returns it. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 42,
    login: '79991234567',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    roles: [2],
    corporateSalesUnitIds: [],
    tenantProfileId: 7,
    employeeSalesUnitIds: [],
    employeeProfileId: null,
    distributorProfileId: null,
    ...overrides,
  };
}

/** The user info part of `authUser(overrides)`. */
export function userInfo(overrides: Partial<AuthUser> = {}): UserInfo {
  const { accessToken: _a, refreshToken: _r, ...info } = authUser(overrides);
  return info;
}

/** Lets every pending promise callback and XState reaction run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(resolve);
  });
}

/**
 * The tab's page secrets of social sign-ins in memory (one instance is one tab): secrets made in order
 * ('page-secret-1', 'page-secret-2' …) so a test can tell which one was sent.
 */
export class MemoryPageSecrets implements PageSecrets {
  readonly kept = new Map<string, string>();
  private made = 0;

  async create(): Promise<string> {
    this.made += 1;
    return `page-secret-${this.made}`;
  }

  async keep(state: string, secret: string): Promise<void> {
    this.kept.set(state, secret);
  }

  async find(state: string): Promise<string | null> {
    return this.kept.get(state) ?? null;
  }
}
