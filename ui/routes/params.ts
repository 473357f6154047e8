import { notFound } from '@tanstack/react-router';
import { parseId } from '../../core/domain/ids.ts';

/** A path id such as the 12 of /brands/12, else null: the core's one id rule (core/domain/ids.ts). */
export { parseId };

/** `beforeLoad` guard of the detail routes: an id that cannot exist is the 404 page, not a failed request. */
export function requireId(raw: string): void {
  if (parseId(raw) === null) {
    throw notFound();
  }
}
