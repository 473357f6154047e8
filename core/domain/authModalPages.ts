/**
 * The pages of the auth modal that the `modal` query parameter may name (portal §2), in one list for the
 * router's parameter check (ui/routes/searchParams.ts) and the dialog rule (core/domain/sessionDialog.ts);
 * a file of its own, so that check brings no machine into the first screen's JavaScript.
 */
export const AUTH_MODAL_PAGES = ['registration', 'authorization', 'forgot'] as const;
export type AuthModalPage = (typeof AUTH_MODAL_PAGES)[number];
