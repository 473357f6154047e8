import { useLoaderData } from '@tanstack/react-router';
import type { Category } from '../../core/model/index.ts';
import type { Settled } from './settled.ts';

/** The categories of a catalogue, as the root route's loader read them for every page (ui/routes/loaders/rootLoader.ts). */
export function useCategories(section: 'online' | 'offline'): Settled<Category[]> {
  return useLoaderData({
    from: '__root__',
    select: (data) => (section === 'online' ? data.onlineCategories : data.offlineCategories),
  });
}
