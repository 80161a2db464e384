/**
 * Scroll animations: an element gains the `animate` class once at least 15 % of it is
 * visible, then is no longer watched. Content is never hidden before the script runs (prerendered
 * pages and visitors without JavaScript see everything); elements even partly on screen at start
 * skip the animation; prefers-reduced-motion turns the motion off in CSS.
 */
import { useLayoutEffect, useEffect, useRef, type ElementType, type ReactNode, type HTMLAttributes } from 'react';
import { ANIMATION_VISIBILITY_THRESHOLD } from '../../shared/constants';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // Any part on screen when the app starts has been seen already (the app starts after the page
    // has painted, and the visitor may have scrolled): hiding it to slide it in would blink it out.
    const rect = el.getBoundingClientRect();
    if (rect.bottom > 0 && rect.top < window.innerHeight) {
      el.classList.add('animate');
      return;
    }
    el.classList.add('reveal-pending');
    const reveal = () => {
      el.classList.add('animate');
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
      threshold: ANIMATION_VISIBILITY_THRESHOLD,
    });
    // A jump past the element (End key, anchor link) never makes it intersect: reveal it anyway.
    const onScroll = () => el.getBoundingClientRect().bottom < 0 && reveal();
    observer.observe(el);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return ref;
}

export function Reveal({
  as: Tag = 'div',
  className = '',
  children,
  ...rest
}: { as?: ElementType; className?: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ref = useReveal<HTMLElement>();
  return (
    <Tag ref={ref} className={`reveal ${className}`.trim()} {...rest}>
      {children}
    </Tag>
  );
}
