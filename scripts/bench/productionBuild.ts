import { existsSync, readFileSync } from 'node:fs';

/**
 * The server entry of the production build in `dist`; throws with what to do when there is none, or when the
 * build there was made for development (its entry calls React's development JSX, issue 23).
 */
export function productionEntry(dist: string): string {
  const entry = `${dist}/ssr/entry-server.js`;
  if (!existsSync(entry) || readFileSync(entry, 'utf8').includes('jsxDEV')) {
    throw new Error(`${dist} holds no production server entry: run npm run build first.`);
  }
  return entry;
}
