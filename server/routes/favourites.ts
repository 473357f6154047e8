import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAuth } from '../auth/requireAuth.ts';
import type { Db } from '../db/database.ts';
import {
  addFavouriteOnlineShop,
  addFavouriteSalesUnit,
  removeFavouriteOnlineShop,
  removeFavouriteSalesUnit,
} from '../commands/favourites.ts';
import { favouriteOnlineShopIds, favouriteSalesUnitIds } from '../queries/favourites.ts';
import { onlineShopExists } from '../queries/onlineShops.ts';
import { salesUnitExists, salesUnitIsListable } from '../queries/salesUnits.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { invalidField, ownProfile } from './common.ts';
import { idNumber, idParam, idText } from './publicSchemas.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

/** One favourites list: its address, its key and the queries and commands behind it. */
interface FavouriteKind {
  /** Path segment after /api/tenant-profiles/{id}/. */
  segment: 'favorite-online-shops' | 'favorite-sales-units';
  /** Field name in the body or query. */
  key: 'onlineShopId' | 'salesUnitId';
  noun: string;
  list(db: Db, profileId: number): Promise<number[]>;
  exists(db: Db, id: number): Promise<boolean>;
  /** Whether the public may see it: only those can become favourites (a hidden one can still be removed). */
  listable(db: Db, id: number): Promise<boolean>;
  add(db: Db, profileId: number, id: number): Promise<void>;
  remove(db: Db, profileId: number, id: number): Promise<void>;
}

const onlineShopKind: FavouriteKind = {
  segment: 'favorite-online-shops',
  key: 'onlineShopId',
  noun: 'online shop',
  list: favouriteOnlineShopIds,
  exists: onlineShopExists,
  // Every stored online shop is public (they have no active or blocked flags).
  listable: onlineShopExists,
  add: addFavouriteOnlineShop,
  remove: removeFavouriteOnlineShop,
};

const salesUnitKind: FavouriteKind = {
  segment: 'favorite-sales-units',
  key: 'salesUnitId',
  noun: 'outlet',
  list: favouriteSalesUnitIds,
  exists: salesUnitExists,
  // A blocked or inactive outlet is hidden by every public call: it must not become a favourite either.
  listable: salesUnitIsListable,
  add: addFavouriteSalesUnit,
  remove: removeFavouriteSalesUnit,
};

/** GET, POST and DELETE of one favourites list, own profile only, writes idempotent. */
function favouriteRoutesOf(kind: FavouriteKind): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = `/api/tenant-profiles/:id/${kind.segment}`;
  const tags = ['Избранное'];
  const addBody = v.object({ [kind.key]: idNumber });
  const removeBody = v.object({ [kind.key]: v.optional(idNumber) });
  const removeQuery = v.object({ [kind.key]: v.optional(idText) });

  const requireExisting = async (db: Db, id: number): Promise<void> => {
    if (!(await kind.exists(db, id))) {
      fail(404, 'NOT_FOUND');
    }
  };
  const requireListable = async (db: Db, id: number): Promise<void> => {
    if (!(await kind.listable(db, id))) {
      fail(404, 'NOT_FOUND');
    }
  };

  app.get(
    path,
    describeRoute({
      tags,
      summary: `List the ids of the caller’s favourite ${kind.noun}s`,
      security: BEARER,
      responses: {
        ...jsonResponse(200, `${kind.key} values, oldest first`, v.array(v.number())),
        ...errorResponses(400, 401, 403),
      },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    async (c) => c.json(await kind.list(c.get('deps').db, c.req.valid('param').id)),
  );

  app.post(
    path,
    describeRoute({
      tags,
      summary: `Add a favourite ${kind.noun}`,
      description: `Idempotent: adding one that is already a favourite changes nothing. An unknown ${kind.key}, or one the public cannot see (a blocked or inactive outlet), is 404.`,
      security: BEARER,
      responses: { 204: { description: 'Added (or already there)' }, ...errorResponses(400, 401, 403, 404) },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    validate('json', addBody),
    async (c) => {
      const { db } = c.get('deps');
      const id = c.req.valid('json')[kind.key]!;
      await requireListable(db, id);
      await kind.add(db, c.req.valid('param').id, id);
      return c.body(null, 204);
    },
  );

  app.delete(
    path,
    describeRoute({
      tags,
      summary: `Remove a favourite ${kind.noun}`,
      description: `The ${kind.key} comes as a query parameter (what the portal sends) or in a JSON body. Idempotent: removing one that is not a favourite answers 204 too. An unknown ${kind.key}, or one the public cannot see (a blocked or inactive outlet), is 404.`,
      security: BEARER,
      responses: { 204: { description: 'Removed (or was not there)' }, ...errorResponses(400, 401, 403, 404) },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    validate('query', removeQuery),
    validate('json', removeBody),
    // After the validators so it wins the merge: the body is optional, the query parameter is enough.
    describeRoute({ requestBody: { required: false, content: {} } }),
    async (c) => {
      const { db } = c.get('deps');
      const id = c.req.valid('query')[kind.key] ?? c.req.valid('json')[kind.key];
      if (id === undefined) {
        invalidField(kind.key, `give ${kind.key} as a query parameter or in the JSON body`);
      }
      await requireExisting(db, id);
      await kind.remove(db, c.req.valid('param').id, id);
      return c.body(null, 204);
    },
  );

  return app;
}

/** Favourite online shops and favourite outlets of portal §7. */
export function favouritesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', favouriteRoutesOf(onlineShopKind));
  app.route('/', favouriteRoutesOf(salesUnitKind));
  return app;
}
