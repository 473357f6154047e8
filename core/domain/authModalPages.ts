/**
 * The pages of the auth modal that the `modal` query parameter may name (portal §2), in one list for the
 * core and the router. Apart from the start machine (core/machines/appBoot.ts) that reads it, so the
 * router's parameter check does not bring a machine into the first screen's JavaScript.
 */
export const AUTH_MODAL_PAGES = ['registration', 'authorization', 'forgot'] as const;
export type AuthModalPage = (typeof AUTH_MODAL_PAGES)[number];

/** The auth modal page a `modal` parameter names, or null for an absent or unknown one. */
export function authModalPageOf(param: string | null): AuthModalPage | null {
  return param !== null && (AUTH_MODAL_PAGES as readonly string[]).includes(param) ? (param as AuthModalPage) : null;
}
