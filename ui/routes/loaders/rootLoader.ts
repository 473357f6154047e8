import type { Category } from '../../../core/model/index.ts';
import type { Settled } from '../../app/settled.ts';
import { type Context, categories } from './common.ts';

/** The two catalogues' categories: the layout's catalogue menu lists them and cards name theirs. */
export interface RootData {
  offlineCategories: Settled<Category[]>;
  onlineCategories: Settled<Category[]>;
}

/** Every page (the root route): the categories of both catalogues. */
export async function rootLoader({ context }: Context): Promise<RootData> {
  const [offline, online] = await Promise.all([categories(context, 'offline'), categories(context, 'online')]);
  return { offlineCategories: offline, onlineCategories: online };
}
