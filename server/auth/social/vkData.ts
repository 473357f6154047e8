/** `vkData` (portal §3 «Stored client data»): what the portal keeps about the provider account it signed in with. */
import * as v from 'valibot';
import type { ProviderUser } from '../../idProviderClient/port.ts';

/** The provider account as the portal shows and stores it; nothing in it is a credential. */
export const vkDataSchema = v.pipe(
  v.object({
    userId: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    avatar: v.nullable(v.string()),
    /** The phone the provider gave, to prefill the phone step; null when none. */
    phone: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'VkData' }),
);

export type VkData = v.InferOutput<typeof vkDataSchema>;

export function vkDataOf(person: ProviderUser): VkData {
  return { userId: person.userId, firstName: person.firstName, lastName: person.lastName, avatar: person.avatar, phone: person.phone };
}
