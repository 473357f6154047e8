/** `vkData` (portal §3 «Stored client data»): what the portal keeps about the provider account it signed in with. */
import * as v from 'valibot';
import { vkDataSchema as coreVkDataSchema, type VkData } from '../../../core/domain/vkData.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { ProviderUser } from '../../idProviderClient/port.ts';

/** The core's `vkData` schema, named for the API's reference (OpenAPI `VkData`). */
export const vkDataSchema = v.pipe(coreVkDataSchema, v.metadata({ ref: 'VkData' }));

export type { VkData };

export function vkDataOf(person: ProviderUser): VkData {
  return {
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    avatar: person.avatar,
    phone: person.phone,
  };
}

/** The answer: the signed-in user with both tokens, and what the provider said about them. */
export type SocialAuthUser = AuthUser & { vkData: VkData };
