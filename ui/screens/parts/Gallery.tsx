import { useEffect, useId, useState } from 'react';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Modal } from '../../components/Modal.tsx';
import './gridList.css';
import './gallery.css';

/** The viewer shows a photo as wide as the screen, at most 960 px (gallery.css `.gallery__viewer`). */
const VIEWER_PHOTO_SIZES = '(max-width: 960px) 100vw, 960px';

/**
 * The photos of a partner: lazy thumbnails that are buttons, and a viewer dialog that steps through
 * them with its buttons or the arrow keys (Escape closes it). Nothing is shown without photos.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + count) % count));
  const viewing = open !== null;

  useEffect(() => {
    if (!viewing) {
      return;
    }
    // Wherever the focus is inside the viewer, the arrows turn the photos.
    const onKeyDown = (event: KeyboardEvent) => {
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (by !== 0) {
        event.preventDefault();
        setOpen((index) => (index === null ? null : (index + by + count) % count));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [viewing, count]);

  if (count === 0) {
    return null;
  }
  const current = open === null ? undefined : images[open];
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Фотографии</h2>
      <ul className="grid-list gallery">
        {images.map((src, index) => (
          <li key={`${src}|${index}`}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Открыть фото ${index + 1} из ${count}`}
              onClick={() => setOpen(index)}
            >
              <ImageWithFallback src={src} alt="" width={320} height={200} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && current !== undefined ? (
        <Modal
          title={`${name}: фото ${open + 1} из ${count}`}
          onClose={() => setOpen(null)}
          className="gallery__viewer"
        >
          <div className="gallery__stage">
            <ImageWithFallback
              src={current}
              alt={`${name}, фото ${open + 1}`}
              className="gallery__photo"
              width={640}
              height={400}
              loading="eager"
              sizes={VIEWER_PHOTO_SIZES}
            />
            {count > 1 ? (
              <div className="gallery__controls">
                <button type="button" className="button button--ghost" onClick={() => step(-1)}>
                  ← Предыдущее
                </button>
                <button type="button" className="button button--ghost" onClick={() => step(1)}>
                  Следующее →
                </button>
              </div>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
