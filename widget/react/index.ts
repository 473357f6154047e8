/**
 * React components of the kit (React is a peer dependency): thin wrappers that render the widget into
 * their own element after mount and close it on unmount, StrictMode-safe.
 */
export { OneTap, type OneTapProps } from './OneTap.tsx';
export { OAuthList, type OAuthListProps } from './OAuthList.tsx';
export type { Handlers } from './useWidget.ts';
