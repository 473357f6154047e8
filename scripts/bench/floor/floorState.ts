/** Set on the floor page's root once hydrated (floorEntry.ts): 'ok', or 'mismatch' when React had to render in the browser (no floor then). */
export const FLOOR_STATE_ATTRIBUTE = 'data-floor-hydrated';
