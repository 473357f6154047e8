/** The photos and background pictures of a brand's or an outlet's files (portal §3 «Photo entries carry id and priority»). */
import type { FileRef } from '../../model/index.ts';
import { fileProxyUrl } from '../fileUrls.ts';

/** A photo or background entry of a card. */
export interface PhotoEntry {
  /** The file id. */
  id: number;
  priority: number;
}

/**
 * The photos (`bg` false) or the background pictures (`bg` true) among the files, lowest priority
 * number first; equal priorities keep the stored order.
 */
export function orderedPhotos(files: readonly FileRef[], bg: boolean): PhotoEntry[] {
  // Array.prototype.sort is stable, so equal priorities keep the stored order.
  return files
    .filter((file) => file.bg === bg)
    .map((file) => ({ id: file.fileId, priority: file.priority }))
    .sort((a, b) => a.priority - b.priority);
}

/** The file URLs of the entries, in their order; `baseApi` is {baseApi} of the file URLs (§3). */
export function photoUrls(entries: readonly PhotoEntry[], baseApi: string): string[] {
  return entries.map((entry) => fileProxyUrl(baseApi, entry.id));
}
