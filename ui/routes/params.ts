import { notFound } from '@tanstack/react-router';

/** A path id such as the 12 of /brands/12: a positive whole number, else null. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) {
    return null;
  }
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** `beforeLoad` guard of the detail routes: an id that cannot exist is the 404 page, not a failed request. */
export function requireId(raw: string): void {
  if (parseId(raw) === null) {
    throw notFound();
  }
}
