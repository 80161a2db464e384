/** Gallery (spec §2): filters, newest first, layout classes, and a modal that wraps inside the filtered list. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults } from '../components/list-filters';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../components/icons';
import { GALLERY_CATEGORIES, galleryImages, galleryLayout, visibleGallery, wrapIndex } from '../content/gallery';
import { messages } from '../../shared/messages';

function GalleryModal({ images, index, onIndex, onClose }: { images: typeof galleryImages; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const image = images[index]!;
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    // Page scroll is locked while the modal is open (spec §2).
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      opener?.focus();
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'ArrowRight') onIndex(wrapIndex(index + 1, images.length));
      if (e.key === 'ArrowLeft') onIndex(wrapIndex(index - 1, images.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, images.length, onClose, onIndex]);

  return (
    <div className="modal-overlay" data-testid="gallery-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="gallery-modal-title">
        <button ref={closeRef} type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="modal-image" />
        <div className="modal-caption">
          <h2 id="gallery-modal-title">{image.description}</h2>
          <p className="card-meta">
            <span className="badge">{image.category}</span> {image.date} · {index + 1} of {images.length}
          </p>
        </div>
        <button type="button" className="modal-nav prev" aria-label="Previous image" onClick={() => onIndex(wrapIndex(index - 1, images.length))}>
          <ChevronLeftIcon size={28} />
        </button>
        <button type="button" className="modal-nav next" aria-label="Next image" onClick={() => onIndex(wrapIndex(index + 1, images.length))}>
          <ChevronRightIcon size={28} />
        </button>
      </div>
    </div>
  );
}

export default function GalleryPage() {
  const [category, setCategory] = useState('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const list = useMemo(() => visibleGallery(galleryImages, category), [category]);
  return (
    <>
      <PageHero title="Gallery" subtitle="Moments from our outreach, meetings, workshops and events." image="/images/banners/gallery.svg" />
      <section className="section" aria-label="Photos">
        <div className="container">
          <ListFilters categories={GALLERY_CATEGORIES} category={category} onCategory={setCategory} resultCount={list.length} noun="photos" />
          {list.length === 0 ? (
            <NoResults title={messages.noGalleryImages} action="View All Photos" onAction={() => setCategory('all')} />
          ) : (
            <ul className="gallery-grid">
              {list.map((image, i) => (
                <li key={image.id} className={`gallery-item ${galleryLayout(image)}`} data-id={image.id}>
                  <button type="button" className="gallery-open" onClick={() => setOpenIndex(i)}>
                    <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
                    <span className="gallery-caption">
                      {image.description}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {openIndex !== null && list[openIndex] ? <GalleryModal images={list} index={openIndex} onIndex={setOpenIndex} onClose={() => setOpenIndex(null)} /> : null}
    </>
  );
}
