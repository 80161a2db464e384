/**
 * Keeps <head> in step with the page after client-side navigation, from the same metadata the
 * server and the prerenderer write into the HTML (src/shared/pages.ts).
 */
import { useEffect } from 'react';
import type { PageMeta } from '../../shared/pages';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { pathIn } from '../../shared/locale';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyDocumentMeta(page: PageMeta, pathname: string): void {
  document.title = page.title;
  setMeta('meta[name="description"]', 'name', 'description', page.description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', page.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', page.description);
  setMeta('meta[property="og:type"]', 'property', 'og:type', page.type);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    // The router's path has no language prefix; this build's pages live under it (/sw/…).
    canonical.href = new URL(pathIn(ACTIVE_LOCALE, page.canonicalPath ?? pathname), canonical.href).href;
    setMeta('meta[property="og:url"]', 'property', 'og:url', canonical.href);
  }
  const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (page.noindex) setMeta('meta[name="robots"]', 'name', 'robots', 'noindex');
  else robots?.remove();
}

/** Applies a page's metadata once it is known (content pages call it with their item's metadata). */
export function useDocumentMeta(page: PageMeta | undefined, pathname: string): void {
  useEffect(() => {
    if (page) applyDocumentMeta(page, pathname);
  }, [page, pathname]);
}
