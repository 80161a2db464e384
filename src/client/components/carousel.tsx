/**
 * Autoplaying carousel: wraps around, moves on a swipe beyond the tolerance, and —
 * for accessibility — pauses on hover, on keyboard focus, by its pause button and whenever the
 * visitor prefers reduced motion. No arrows or thumbnails; dots choose a slide.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CAROUSEL_SWIPE_TOLERANCE_PX, CAROUSEL_TRANSITION_MS } from '../../shared/constants';
import { PauseIcon, PlayIcon } from './icons';
import { partsMessages as t } from '../../shared/page-messages/parts';

const nextIndex = (index: number, step: number, length: number) => (((index + step) % length) + length) % length;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's motion preference: browser state, read through a store subscription. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

export function Carousel({
  slides,
  intervalMs,
  label,
  className = '',
  slideLabel = t.slideOf,
}: {
  slides: ReactNode[];
  intervalMs: number;
  label: string;
  className?: string;
  slideLabel?: (index: number, count: number) => string;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const pointerStart = useRef<number | null>(null);
  const count = slides.length;
  const paused = hovered || focused || userPaused || reducedMotion;

  const go = useCallback((step: number) => setIndex((i) => nextIndex(i, step, count)), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, go, intervalMs, count, index]);

  return (
    <section
      className={`carousel ${className}`.trim()}
      aria-roledescription={t.carousel}
      aria-label={label}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={(e) => {
        pointerStart.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (pointerStart.current === null) return;
        const dx = e.clientX - pointerStart.current;
        pointerStart.current = null;
        if (Math.abs(dx) > CAROUSEL_SWIPE_TOLERANCE_PX && e.pointerType !== 'mouse') go(dx < 0 ? 1 : -1);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        className="carousel-track"
        aria-live={paused ? 'polite' : 'off'}
        style={{
          transform: `translateX(-${index * 100}%)`,
          transitionDuration: reducedMotion ? '0ms' : `${CAROUSEL_TRANSITION_MS}ms`,
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel-slide"
            role="group"
            aria-roledescription={t.slide}
            aria-label={slideLabel(i, count)}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index ? 'true' : 'false'}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-pause"
          onClick={() => setUserPaused((p) => !p)}
          aria-label={userPaused ? t.playSlides : t.pauseSlides}
        >
          {userPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className="carousel-dot"
            aria-label={t.showSlide(i)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
