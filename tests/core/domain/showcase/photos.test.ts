import { describe, expect, it } from 'vitest';
import { orderedPhotos, photoUrls } from '../../../../core/domain/showcase/photos.ts';

const files = [
  { bg: false, fileId: 30, priority: 3 },
  { bg: true, fileId: 91, priority: 2 },
  { bg: false, fileId: 10, priority: 1 },
  { bg: true, fileId: 90, priority: 1 },
  { bg: false, fileId: 20, priority: 3 },
];

describe('photo entries carry id and priority (§3)', () => {
  it('photos are the files without the bg flag, lowest priority number first, equal priorities in stored order', () => {
    expect(orderedPhotos(files, false)).toEqual([
      { id: 10, priority: 1 },
      { id: 30, priority: 3 },
      { id: 20, priority: 3 },
    ]);
  });

  it('background pictures are the files with the bg flag, in the same order', () => {
    expect(orderedPhotos(files, true).map((entry) => entry.id)).toEqual([90, 91]);
  });

  it('their URLs go through the file proxy, in the same order', () => {
    expect(photoUrls(orderedPhotos(files, true), '/api/')).toEqual([
      '/api/upload/files/proxy/90',
      '/api/upload/files/proxy/91',
    ]);
  });
});
