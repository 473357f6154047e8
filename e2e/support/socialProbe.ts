/**
 * What the social sign-in journeys read and arrange in the e2e server's database, through a control endpoint
 * on loopback beside the server (like the clock control): the shopper a provider account signs in as, with
 * profile, referral and sessions; forgetting the demo accounts so a journey starts from a new visitor; and
 * blocking a shopper. Only the e2e server process has it; the portal has no such route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { refreshTokens, socialAccounts, tenantProfiles, userReferrals, users } from '../../server/db/schema.ts';

/** The prefix of the line e2e/support/serve.ts prints with the probe's URL. */
export const PROBE_PREFIX = 'PROBE ';
/** The prefix of the line with the local identity provider's browser URL. */
export const ID_PROVIDER_PREFIX = 'IDP ';

/** A shopper as the journeys check it. */
export interface ProbedShopper {
  id: number;
  phone: string;
  blocked: boolean;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  birthday: number | null;
  email: string | null;
  cityCodeId: number | null;
  referral: { key: string; referrerId: string } | null;
  /** Sign-ins (refresh-token families), not rotations. */
  sessions: number;
}

async function shopperOf(db: Db, providerUserId: string): Promise<ProbedShopper | null> {
  const [row] = await db
    .select({ user: users, profile: tenantProfiles })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
    .where(eq(socialAccounts.providerUserId, providerUserId));
  if (row === undefined) {
    return null;
  }
  const [referral] = await db.select().from(userReferrals).where(eq(userReferrals.userId, row.user.id));
  // A session is a refresh-token family: its rotations are rows of the same family.
  const sessions = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, row.user.id));
  return {
    id: row.user.id,
    phone: row.user.phone,
    blocked: row.user.blocked,
    firstName: row.profile?.firstName ?? null,
    lastName: row.profile?.lastName ?? null,
    gender: row.profile?.gender ?? null,
    birthday: row.profile?.birthday ?? null,
    email: row.profile?.email ?? null,
    cityCodeId: row.profile?.cityCodeId ?? null,
    referral: referral === undefined ? null : { key: referral.key, referrerId: referral.referrerId },
    sessions: new Set(sessions.map((session) => session.familyId)).size,
  };
}

/**
 * GET /shopper?provider_user_id=N → the shopper or null; POST /forget?phones=a,b&provider_user_ids=x,y → those
 * shoppers and links deleted; POST /block?phone=P → the shopper with that phone blocked.
 */
export async function startSocialProbe(db: Db): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const list = (name: string) => (url.searchParams.get(name) ?? '').split(',').filter((item) => item !== '');
    const answer = async (): Promise<unknown> => {
      const route = `${request.method ?? ''} ${url.pathname}`;
      if (route === 'GET /shopper') {
        return shopperOf(db, url.searchParams.get('provider_user_id') ?? '');
      }
      if (route === 'POST /forget') {
        await db.delete(socialAccounts).where(inArray(socialAccounts.providerUserId, list('provider_user_ids')));
        await db.delete(users).where(inArray(users.phone, list('phones')));
        return { forgotten: true };
      }
      if (route === 'POST /block') {
        const blocked = await db
          .update(users)
          .set({ blocked: true })
          .where(eq(users.phone, url.searchParams.get('phone') ?? ''))
          .returning({ id: users.id });
        return { blocked: blocked.length };
      }
      throw new Error(`no probe route ${route}`);
    };
    answer().then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => response.writeHead(400).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function probeUrl(): string {
  const url = process.env.E2E_PROBE_URL;
  if (url === undefined || url === '') {
    throw new Error('E2E_PROBE_URL is not set: run the suite through playwright.config.ts');
  }
  return url;
}

/** The shopper the provider account signs in as, read from the e2e server's database. */
export async function probeShopper(providerUserId: number): Promise<ProbedShopper | null> {
  const response = await fetch(`${probeUrl()}/shopper?provider_user_id=${providerUserId}`);
  return (await response.json()) as ProbedShopper | null;
}

/** Forgets the shoppers with these phones and the links of these provider accounts. */
export async function forgetShoppers(phones: string[], providerUserIds: number[]): Promise<void> {
  await fetch(`${probeUrl()}/forget?phones=${phones.join(',')}&provider_user_ids=${providerUserIds.join(',')}`, {
    method: 'POST',
  });
}

/** Blocks the shopper with this phone. */
export async function blockShopper(phone: string): Promise<void> {
  await fetch(`${probeUrl()}/block?phone=${phone}`, { method: 'POST' });
}
