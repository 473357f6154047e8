import type { OnlineShopRecord } from '../../../core/model/index.ts';
import { settle } from '../../app/settled.ts';
import { type Context, cityScope, type ListData } from './common.ts';

/** /online: the city's online shops; the category and search narrow them in the page. */
export async function onlineLoader(options: Context): Promise<ListData<OnlineShopRecord> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  return { records: await settle(options.context.services.api.onlineShopsPublicList(scope)) };
}
