/** A page of a list: `page` counts from 0; a page past the end is empty. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The SQL window of a page. */
export function pageWindow({ page, size }: PageRequest): { limit: number; offset: number } {
  return { limit: size, offset: page * size };
}
