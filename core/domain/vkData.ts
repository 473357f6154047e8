/**
 * `vkData` (portal §3 «Stored client data»): the provider account the portal signed in with, as the server
 * answers it, the HTTP adapter checks it and the browser keeps it. One schema for all three.
 */
import * as v from 'valibot';

/** The provider account as the portal shows and stores it; nothing in it is a credential. */
export const vkDataSchema = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  avatar: v.nullable(v.string()),
  /** The phone the provider gave, to prefill the phone step; null when none. */
  phone: v.nullable(v.string()),
});

/** The provider account the portal signed in with (portal §3 «vkData»). */
export type VkData = v.InferOutput<typeof vkDataSchema>;
