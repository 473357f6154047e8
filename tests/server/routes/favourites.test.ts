import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { salesUnits } from '../../../server/db/schema.ts';
import type { Hono } from 'hono';
import type { ServerDeps, AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { createOnlineShop, createSalesUnit, createSignedInUser, type SignedInUser } from '../signedIn.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const kinds = [
  { segment: 'favorite-online-shops', key: 'onlineShopId', create: (deps: ServerDeps) => createOnlineShop(deps) },
  { segment: 'favorite-sales-units', key: 'salesUnitId', create: (deps: ServerDeps) => createSalesUnit(deps) },
] as const;

describe.each(kinds)('/api/tenant-profiles/{id}/$segment', ({ segment, key, create }) => {
  const url = (user: SignedInUser, id = user.tenantProfileId) => `/api/tenant-profiles/${id}/${segment}`;

  async function list(user: SignedInUser): Promise<number[]> {
    const response = await api.request(url(user), { headers: user.auth });
    expect(response.status).toBe(200);
    return (await response.json()) as number[];
  }

  function add(user: SignedInUser, id: number, profileId = user.tenantProfileId): Promise<Response> {
    return Promise.resolve(
      api.request(url(user, profileId), {
        method: 'POST',
        headers: { ...user.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: id }),
      }),
    );
  }

  function removeByQuery(user: SignedInUser, id: number | string, profileId = user.tenantProfileId): Promise<Response> {
    return Promise.resolve(
      api.request(`${url(user, profileId)}?${key}=${id}`, { method: 'DELETE', headers: user.auth }),
    );
  }

  it('starts empty, and adding the same id twice keeps it once (idempotent add)', async () => {
    const user = await createSignedInUser(server.deps);
    const first = await create(server.deps);
    const second = await create(server.deps);
    expect(await list(user)).toEqual([]);
    expect((await add(user, first)).status).toBe(204);
    expect((await add(user, first)).status).toBe(204);
    expect((await add(user, second)).status).toBe(204);
    expect(await list(user)).toEqual([first, second]);
  });

  it('removes by query parameter (what the portal sends) and by JSON body; removing twice is 204 too', async () => {
    const user = await createSignedInUser(server.deps);
    const first = await create(server.deps);
    const second = await create(server.deps);
    await add(user, first);
    await add(user, second);
    expect((await removeByQuery(user, first)).status).toBe(204);
    expect((await removeByQuery(user, first)).status).toBe(204);
    const byBody = await api.request(url(user), {
      method: 'DELETE',
      headers: { ...user.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ [key]: second }),
    });
    expect(byBody.status).toBe(204);
    expect(await list(user)).toEqual([]);
  });

  it('keeps each shopper’s list apart', async () => {
    const anna = await createSignedInUser(server.deps);
    const boris = await createSignedInUser(server.deps);
    const id = await create(server.deps);
    await add(anna, id);
    expect(await list(boris)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for an id that does not exist, on add and on remove', async () => {
    const user = await createSignedInUser(server.deps);
    const added = await add(user, 999_999_999);
    expect(added.status).toBe(404);
    expect(await added.json()).toEqual({ message: 'NOT_FOUND' });
    expect((await removeByQuery(user, 999_999_999)).status).toBe(404);
  });

  it('answers 403 FORBIDDEN on another shopper’s list for every method', async () => {
    const owner = await createSignedInUser(server.deps);
    const intruder = await createSignedInUser(server.deps);
    const id = await create(server.deps);
    await add(owner, id);
    const read = await api.request(url(intruder, owner.tenantProfileId), { headers: intruder.auth });
    expect(read.status).toBe(403);
    expect((await add(intruder, id, owner.tenantProfileId)).status).toBe(403);
    expect((await removeByQuery(intruder, id, owner.tenantProfileId)).status).toBe(403);
    expect(await list(owner)).toEqual([id]);
  });

  it('answers 401 without a token', async () => {
    const user = await createSignedInUser(server.deps);
    expect((await api.request(url(user))).status).toBe(401);
    const post = await api.request(url(user), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ [key]: 1 }),
    });
    expect(post.status).toBe(401);
  });

  it('answers 400 VALIDATION_ERROR for a missing or malformed id', async () => {
    const user = await createSignedInUser(server.deps);
    for (const body of [{}, { [key]: 'one' }, { [key]: 0 }, { [key]: 1.5 }, { [key]: -3 }]) {
      const response = await api.request(url(user), {
        method: 'POST',
        headers: { ...user.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('VALIDATION_ERROR');
    }
    expect((await api.request(url(user), { method: 'DELETE', headers: user.auth })).status).toBe(400);
    expect((await removeByQuery(user, 'x')).status).toBe(400);
  });
});

describe('favourite outlets are only the outlets the public can see', () => {
  it.each([
    { flag: 'blocked', values: { blocked: true } },
    { flag: 'blocked by the partner (blockedSf)', values: { blockedSf: true } },
    { flag: 'inactive', values: { active: false } },
  ])('a $flag outlet, hidden by every public call, cannot be favourited: 404 NOT_FOUND', async ({ values }) => {
    const user = await createSignedInUser(server.deps);
    const [row] = await server.deps.db
      .insert(salesUnits)
      .values({ name: `Скрытая точка-${randomUUID()}`, ...values })
      .returning({ id: salesUnits.id });
    const response = await api.request(`/api/tenant-profiles/${user.tenantProfileId}/favorite-sales-units`, {
      method: 'POST',
      headers: { ...user.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ salesUnitId: row!.id }),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('NOT_FOUND');
    const list = await api.request(`/api/tenant-profiles/${user.tenantProfileId}/favorite-sales-units`, {
      headers: user.auth,
    });
    expect(await list.json()).toEqual([]);
  });
});
