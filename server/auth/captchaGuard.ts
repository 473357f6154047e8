import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';

/**
 * The human check of register, login, password login and forgot-password: 400 BAD_CAPTCHA unless the
 * verifier says yes. Fails closed: a verifier that throws (it must not, by contract) counts as a no.
 */
export async function requireCaptcha(deps: ServerDeps, payload: string, remoteIp: string | null): Promise<void> {
  const accepted = await deps.captcha.verify(payload, remoteIp).then(
    (answer) => answer === true,
    () => false,
  );
  if (!accepted) {
    fail(400, 'BAD_CAPTCHA');
  }
}
