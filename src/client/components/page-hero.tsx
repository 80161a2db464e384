/** The banner at the top of every inner page: title, one line, original artwork behind. */
import type { ReactNode } from 'react';
import { imageUrl } from '../../shared/image-url';

export function PageHero({
  title,
  subtitle,
  image,
  children,
}: {
  title: string;
  subtitle?: string;
  image: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <img src={imageUrl(image)} alt="" width={1600} height={600} className="page-hero-art" fetchPriority="high" />
      <div className="page-hero-inner">
        <h1>{title}</h1>
        {subtitle ? <p className="page-hero-sub">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
