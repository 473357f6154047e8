/**
 * The page's PKCE pair and state, shared by every widget and `Auth.login` (one pair per configured
 * state/verifier/challenge,
 * so a code from the one-tap frame and one from a provider button both exchange with the same verifier).
 * What the kit generates is kept in host-only cookies for 15 minutes, so it survives the redirect to the
 * provider and back; a site that passes its own `codeVerifier`/`codeChallenge`/`state` keeps them itself.
 */
import { codeChallenge, createState, createVerifier } from '../core/widgetKit/pkce.ts';
import type { WidgetConfig } from '../core/widgetKit/validation.ts';
import { cookieAuthStore } from './adapters/CookieAuthStore.ts';
import { webCryptoRandom } from './adapters/WebCryptoRandom.ts';
import { webCryptoSha256 } from './adapters/WebCryptoSha256.ts';

export interface Pkce {
  /** Unknown when the site configured only a challenge. */
  verifier?: string;
  challenge: string;
  state: string;
}

/** The settings the pair was made for; other settings (mode, responseMode …) do not change it. */
let forConfig: string | undefined;
let pending: Promise<Pkce> | undefined;
let ready: Pkce | undefined;

async function make(config: WidgetConfig): Promise<Pkce> {
  const store = cookieAuthStore();
  const kept = store.read();
  const state = config.state ?? kept.state ?? createState(webCryptoRandom);
  if (config.codeChallenge) {
    return { challenge: config.codeChallenge, state };
  }
  const verifier = config.codeVerifier ?? kept.verifier ?? createVerifier(webCryptoRandom);
  store.save({ verifier: config.codeVerifier ? undefined : verifier, state: config.state ? undefined : state });
  return { verifier, state, challenge: await codeChallenge(verifier, webCryptoSha256) };
}

/** The pair for `config`, made once (the challenge needs `crypto.subtle`, hence a promise). */
const keyOf = (config: WidgetConfig) => JSON.stringify([config.state, config.codeVerifier, config.codeChallenge]);

export function pkce(config: WidgetConfig): Promise<Pkce> {
  const key = keyOf(config);
  if (forConfig !== key) {
    forConfig = key;
    ready = undefined;
    pending = make(config).then((made) => {
      if (forConfig === key) {
        ready = made;
      }
      return made;
    });
  }
  return pending!;
}

/** The pair when it is already made, so a click can open the sign-in window with its final address at once. */
export function pkceNow(config: WidgetConfig): Pkce | undefined {
  return forConfig === keyOf(config) ? ready : undefined;
}

/** Forgets the pair (after a successful code exchange): the next sign-in gets a fresh one. */
export function resetPkce(): void {
  forConfig = pending = ready = undefined;
  cookieAuthStore().clear();
}
