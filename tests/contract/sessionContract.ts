/** Contract cases of the session: refresh rotation, frames mode and Bearer calls (docs/security.md «Tokens»). */
import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT,
  captcha,
  expectRefused,
  registeredShopper,
  smsCode,
  type ContractBackEnd,
  type Shopper,
} from './contractKit.ts';

const REFRESH_GRACE_MS = 10_000;

function refreshRequest(shopper: Shopper) {
  return { refreshToken: shopper.user.refreshToken, accessToken: shopper.user.accessToken, fingerprint: FINGERPRINT };
}

export function sessionContract(backEnd: () => ContractBackEnd): void {
  describe('token rotation', () => {
    it('gives new tokens on refresh; the new access token works and the old one still does while the session lives', async () => {
      const shopper = await registeredShopper(backEnd());
      const renewed = await shopper.api.refresh(refreshRequest(shopper));
      expect(renewed).toMatchObject({ id: shopper.user.id, login: shopper.phone });
      expect(renewed.refreshToken).not.toBe(shopper.user.refreshToken);
      await expect(shopper.api.getTenantProfile(shopper.user.tenantProfileId!)).resolves.toMatchObject({
        phone: shopper.phone,
      });
      shopper.tokens.save(renewed, renewed);
      await expect(shopper.api.getTenantProfile(shopper.user.tenantProfileId!)).resolves.toMatchObject({
        phone: shopper.phone,
      });
    });

    it('answers a rotated refresh token within the grace period with the same new refresh token', async () => {
      const shopper = await registeredShopper(backEnd());
      const first = await shopper.api.refresh(refreshRequest(shopper));
      backEnd().advance(REFRESH_GRACE_MS);
      const again = await shopper.api.refresh(refreshRequest(shopper));
      expect(again.refreshToken).toBe(first.refreshToken);
    });

    it('ends the whole session when a rotated refresh token comes back after the grace period (INVALID_REFRESH, 401)', async () => {
      const shopper = await registeredShopper(backEnd());
      const renewed = await shopper.api.refresh(refreshRequest(shopper));
      backEnd().advance(REFRESH_GRACE_MS + 1000);
      await expectRefused(shopper.api.refresh(refreshRequest(shopper)), 'INVALID_REFRESH');
      await expectRefused(
        shopper.api.refresh({
          refreshToken: renewed.refreshToken,
          accessToken: renewed.accessToken,
          fingerprint: FINGERPRINT,
        }),
        'INVALID_REFRESH',
      );
      shopper.tokens.save(renewed, renewed);
      await expectRefused(shopper.api.getTenantProfile(shopper.user.tenantProfileId!), 'UNAUTHORIZED');
    });

    it('refuses a refresh from another device fingerprint or with another session’s access token (INVALID_REFRESH, 401)', async () => {
      const shopper = await registeredShopper(backEnd());
      const other = await registeredShopper(backEnd());
      await expectRefused(
        shopper.api.refresh({ ...refreshRequest(shopper), fingerprint: 'another-browser' }),
        'INVALID_REFRESH',
      );
      await expectRefused(
        shopper.api.refresh({ ...refreshRequest(shopper), accessToken: other.user.accessToken }),
        'INVALID_REFRESH',
      );
      await expect(shopper.api.refresh(refreshRequest(shopper))).resolves.toMatchObject({ login: shopper.phone });
    });

    it('refuses a blocked shopper’s refresh and Bearer calls with USER_BLOCKED (403)', async () => {
      const shopper = await registeredShopper(backEnd());
      await backEnd().block(shopper.phone);
      await expectRefused(shopper.api.getTenantProfile(shopper.user.tenantProfileId!), 'USER_BLOCKED');
      await expectRefused(shopper.api.refresh(refreshRequest(shopper)), 'USER_BLOCKED');
    });

    it('refuses a Bearer call without a session with UNAUTHORIZED (401)', async () => {
      const shopper = await registeredShopper(backEnd());
      await expectRefused(
        backEnd().browser().api.getFavouriteSalesUnits(shopper.user.tenantProfileId!),
        'UNAUTHORIZED',
      );
    });
  });

  describe('logout (issue 30 §3)', () => {
    /** The same shopper signed in on another device by SMS. */
    async function secondDevice(shopper: Shopper): Promise<Shopper> {
      const { api, tokens } = backEnd().browser();
      const { token } = await api.login({ login: shopper.phone, fingerprint: FINGERPRINT, token: captcha() });
      const user = await api.authSmsCode({ requestId: token, code: await smsCode(backEnd(), shopper.phone) });
      tokens.save(user, user);
      return { ...shopper, user, api, tokens };
    }

    it('ends the session: its refresh token and its access token are refused, another device stays signed in', async () => {
      const shopper = await registeredShopper(backEnd());
      const phone = await secondDevice(shopper);
      await expect(
        shopper.api.logout({ refreshToken: shopper.user.refreshToken, scope: 'session' }),
      ).resolves.toBeUndefined();
      await expectRefused(shopper.api.refresh(refreshRequest(shopper)), 'INVALID_REFRESH');
      await expectRefused(shopper.api.getTenantProfile(shopper.user.tenantProfileId!), 'UNAUTHORIZED');
      await expect(phone.api.getTenantProfile(phone.user.tenantProfileId!)).resolves.toMatchObject({
        phone: shopper.phone,
      });
    });

    it('ends every session of the shopper with scope all', async () => {
      const shopper = await registeredShopper(backEnd());
      const phone = await secondDevice(shopper);
      await shopper.api.logout({ refreshToken: shopper.user.refreshToken, scope: 'all' });
      await expectRefused(phone.api.refresh(refreshRequest(phone)), 'INVALID_REFRESH');
      await expectRefused(phone.api.getTenantProfile(phone.user.tenantProfileId!), 'UNAUTHORIZED');
    });

    it('answers alike for an ended or unknown token, and a revoked token cannot end the other sessions', async () => {
      const shopper = await registeredShopper(backEnd());
      const phone = await secondDevice(shopper);
      await shopper.api.logout({ refreshToken: shopper.user.refreshToken, scope: 'session' });
      await expect(
        shopper.api.logout({ refreshToken: shopper.user.refreshToken, scope: 'session' }),
      ).resolves.toBeUndefined();
      await expect(shopper.api.logout({ refreshToken: 'never-issued', scope: 'session' })).resolves.toBeUndefined();
      await expect(
        shopper.api.logout({ refreshToken: shopper.user.refreshToken, scope: 'all' }),
      ).resolves.toBeUndefined();
      await expect(phone.api.refresh(refreshRequest(phone))).resolves.toMatchObject({ login: shopper.phone });
    });

    it('refuses an empty token with VALIDATION_ERROR (400)', async () => {
      const shopper = await registeredShopper(backEnd());
      await expectRefused(shopper.api.logout({ refreshToken: '', scope: 'session' }), 'VALIDATION_ERROR');
    });
  });

  describe('frames mode', () => {
    it('exchanges a host session once for a session of the frame’s own and leaves the host’s alone', async () => {
      const host = await registeredShopper(backEnd());
      const frame = await host.api.frameSession(refreshRequest(host));
      expect(frame).toMatchObject({ id: host.user.id });
      expect(frame.refreshToken).not.toBe(host.user.refreshToken);
      await expectRefused(host.api.frameSession(refreshRequest(host)), 'INVALID_REFRESH');
      await expect(host.api.refresh(refreshRequest(host))).resolves.toMatchObject({ login: host.phone });
      await expect(
        host.api.refresh({
          refreshToken: frame.refreshToken,
          accessToken: frame.accessToken,
          fingerprint: FINGERPRINT,
        }),
      ).resolves.toMatchObject({
        login: host.phone,
      });
    });

    it('does not exchange a host token that was already rotated (INVALID_REFRESH, 401)', async () => {
      const host = await registeredShopper(backEnd());
      await host.api.refresh(refreshRequest(host));
      await expectRefused(host.api.frameSession(refreshRequest(host)), 'INVALID_REFRESH');
    });
  });
}
