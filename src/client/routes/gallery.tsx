/** Gallery: photos officials uploaded, filters, newest first, layout classes, and a modal that wraps inside the filtered list. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults } from '../components/list-filters';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { PageDataFallback, usePageData } from '../content/page-data';
import { messages } from '../../shared/messages';
import { GALLERY_BANNER } from '../../shared/pages';
import { GALLERY_FILTERS, galleryLayout, visibleGallery, wrapIndex, type PhotoView } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate } from '../../shared/dates';
import { galleryMessages as t } from '../../shared/page-messages/gallery';
import { categoryName } from '../content/search';
import { EnglishOnly, langOf } from '../components/english-only';

function GalleryModal({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: PhotoView[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const image = images[index]!;
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    // Page scroll is locked while the modal is open.
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
        <button ref={closeRef} type="button" className="modal-close" aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </button>
        <ContentPicture
          key={image.id}
          image={image}
          sizes="(max-width: 1000px) 100vw, 1000px"
          lazy={false}
          className="modal-image"
          lang={langOf(image)}
        />
        <div className="modal-caption">
          <h2 id="gallery-modal-title" lang={langOf(image)}>
            {image.description}
          </h2>
          <p className="card-meta">
            <span className="badge">{categoryName(image.category)}</span> <EnglishOnly item={image} />{' '}
            {formatContentDate(image.date, ACTIVE_LOCALE)} · {t.position(index, images.length)}
          </p>
        </div>
        <button
          type="button"
          className="modal-nav prev"
          aria-label={t.previous}
          onClick={() => onIndex(wrapIndex(index - 1, images.length))}
        >
          <ChevronLeftIcon size={28} />
        </button>
        <button
          type="button"
          className="modal-nav next"
          aria-label={t.next}
          onClick={() => onIndex(wrapIndex(index + 1, images.length))}
        >
          <ChevronRightIcon size={28} />
        </button>
      </div>
    </div>
  );
}

const GRID_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px';

function GalleryGrid({ photos }: { photos: PhotoView[] }) {
  const [category, setCategory] = useState('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const list = useMemo(() => visibleGallery(photos, category), [photos, category]);
  // A photo's layout follows its place in the whole gallery, so filtering does not reshuffle it.
  const layouts = useMemo(() => new Map(visibleGallery(photos, 'all').map((p, i) => [p.id, galleryLayout(p, i)])), [photos]);
  return (
    <>
      <ListFilters categories={GALLERY_FILTERS} category={category} onCategory={setCategory} shown={t.shown(list.length)} />
      {list.length === 0 ? (
        <NoResults title={messages.noGalleryImages} action={t.viewAll} onAction={() => setCategory('all')} />
      ) : (
        <ul className="gallery-grid">
          {list.map((image, i) => (
            <li key={image.id} className={`gallery-item ${layouts.get(image.id) ?? 'standard'}`} data-id={image.id}>
              <button type="button" className="gallery-open" onClick={() => setOpenIndex(i)}>
                <ContentPicture
                  image={image}
                  sizes={layouts.get(image.id) === 'featured' ? '(max-width: 640px) 100vw, 600px' : GRID_SIZES}
                  lazy={i >= 4}
                  lang={langOf(image)}
                />
                <span className="gallery-caption" lang={langOf(image)}>
                  {image.description}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {openIndex !== null && list[openIndex] ? (
        <GalleryModal images={list} index={openIndex} onIndex={setOpenIndex} onClose={() => setOpenIndex(null)} />
      ) : null}
    </>
  );
}

export default function GalleryPage() {
  const page = usePageData('gallery');
  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} image={GALLERY_BANNER} />
      <section className="section" aria-label={t.section}>
        <div className="container">
          {page.state === 'ready' ? (
            <GalleryGrid photos={page.data.photos} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label={t.listLabel} />
          )}
        </div>
      </section>
    </>
  );
}
