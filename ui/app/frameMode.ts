/** Frames (embedded) mode of portal §1/§2: the /frames route, or any page opened with `?iframe`. */
import * as v from 'valibot';
import { rootSearchSchema } from '../../core/domain/pageParams.ts';

const iframeFlag = rootSearchSchema.entries.iframe;

/** True for /frames and anything below it. */
function isFramesPath(pathname: string): boolean {
  return pathname === '/frames' || pathname.startsWith('/frames/');
}

/** Whether a location is shown in frames mode; `search` may be raw (from the address) or validated. */
export function isFrameLocation(location: { pathname: string; search: object }): boolean {
  const raw: unknown = (location.search as Record<string, unknown>).iframe;
  return isFramesPath(location.pathname) || v.parse(iframeFlag, raw) === true;
}
