import type { Category } from '../../../core/model/index.ts';
import type { Settled } from '../../app/settled.ts';
import { type Context, categories } from './common.ts';

/** /partner_application: the outlet categories the applicant picks from. */
export function partnerApplicationLoader({ context }: Context): Promise<Settled<Category[]>> {
  return categories(context, 'offline');
}
