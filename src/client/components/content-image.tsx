/**
 * A picture officials uploaded, from its resized variants: one <source> per modern format with a
 * srcset, the widest widely supported copy as the fallback, and the intrinsic width and height so
 * the browser reserves the space before it loads (no layout shift). Below the fold: lazy.
 */
import type { ContentImage } from '../../shared/content-view';
import { fallbackSrc, srcSetOf } from '../../shared/content-view';
import { imageUrl } from '../../shared/image-url';

const MIME: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
/** Formats a browser may not know, offered as <source>s before the fallback <img>. */
const MODERN = ['avif', 'webp'];

export function ContentPicture({
  image,
  sizes,
  lazy = true,
  className,
  highPriority = false,
  lang,
}: {
  image: ContentImage;
  /** The displayed width, e.g. "(max-width: 640px) 100vw, 400px". */
  sizes: string;
  lazy?: boolean;
  className?: string;
  highPriority?: boolean;
  /** The language of the alt text when it is not the page's: langOf(photo), or untranslatedLang for a story's picture. */
  lang: 'en' | undefined;
}) {
  const src = fallbackSrc(image.variants, image.url);
  const fallbackFormat = image.variants.find((v) => v.url === src)?.format ?? '';
  const sources = MODERN.filter((f) => f !== fallbackFormat && image.variants.some((v) => v.format === f));
  const fallbackSet = srcSetOf(image.variants, fallbackFormat);
  return (
    <picture>
      {sources.map((format) => (
        <source key={format} type={MIME[format]} srcSet={srcSetOf(image.variants, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(src)}
        srcSet={fallbackSet || undefined}
        sizes={fallbackSet ? sizes : undefined}
        alt={image.alt}
        lang={lang}
        width={image.width}
        height={image.height}
        className={className}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={highPriority ? 'high' : undefined}
      />
    </picture>
  );
}
