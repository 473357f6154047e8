import type { Action, ActionTerm, OnlineShopRecord } from '../../../core/model/index.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { parseId } from '../params.ts';
import { type Context, found } from './common.ts';

export interface ShopData {
  record: Settled<OnlineShopRecord>;
  actions: Settled<Action[]>;
  terms: Settled<ActionTerm[]>;
}

/** /online/$shopId: the shop with its actions and terms. */
export async function shopLoader(options: Context & { params: { shopId: string } }): Promise<ShopData> {
  const { api } = options.context.services;
  const id = parseId(options.params.shopId) ?? 0;
  const [record, actions, terms] = await Promise.all([
    found(api.onlineShop(id)),
    settle(api.onlineShopActions(id)),
    settle(api.onlineShopActionTerms(id)),
  ]);
  return { record, actions, terms };
}
