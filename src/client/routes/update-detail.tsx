/** Single update (spec §2): 500 ms loading state, the article, related updates, or "Update Not Found". */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { UPDATE_DETAIL_DELAY_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { updates } from '../content/updates';
import { relatedUpdatesOf } from '../content/related';
import { findBySlugOrId } from '../content/search';
import { ArrowLeftIcon, LinkIcon, ShareIcon, SocialIcon } from '../components/icons';
import { isHydrated } from '../hydration';


/** Share buttons (spec §2: four, no behaviour shown). */
const SHARES = [
  { label: 'Share on Facebook', icon: <SocialIcon network="Facebook" size={18} /> },
  { label: 'Share on X', icon: <SocialIcon network="X" size={18} /> },
  { label: 'Share on WhatsApp', icon: <ShareIcon size={18} /> },
  { label: 'Copy link', icon: <LinkIcon size={18} /> },
];

export default function UpdateDetailPage() {
  const { slug } = useParams();
  const [loading, setLoading] = useState(() => isHydrated());
  useEffect(() => {
    if (!isHydrated()) return;
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), UPDATE_DETAIL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [slug]);

  const article = findBySlugOrId(updates, slug);
  useEffect(() => {
    if (!loading && !article) document.title = `${messages.updateNotFoundTitle} — Meru Youth Voice`;
  }, [loading, article]);

  if (loading) {
    return (
      <div className="container update-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> Loading update…
      </div>
    );
  }
  if (!article) {
    return (
      <section className="container not-found">
        <h1>{messages.updateNotFoundTitle}</h1>
        <p>{messages.updateNotFoundText}</p>
        <Link to="/updates" className="button button-primary">
          <ArrowLeftIcon size={18} /> {messages.backToUpdates}
        </Link>
      </section>
    );
  }
  const related = relatedUpdatesOf(article, updates);
  return (
    <article className="update-article">
      <header className="article-header">
        <div className="container narrow">
          <Link to="/updates" className="back-link">
            <ArrowLeftIcon size={18} /> Back to updates
          </Link>
          <p className="card-meta">
            <span className="badge">{article.category}</span>
          </p>
          <h1>{article.title}</h1>
          <p className="card-meta">
            <time dateTime={article.isoDate}>{article.date}</time> · By {article.author}
          </p>
        </div>
      </header>
      <div className="container narrow">
        <img src={article.image.src} alt={article.image.alt} width={article.image.width} height={article.image.height} className="rounded article-image" fetchPriority="high" />
        <div className="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
        <div className="share" role="group" aria-label="Share this update">
          <span>Share:</span>
          {SHARES.map((s) => (
            <button key={s.label} type="button" className="share-button" aria-label={s.label}>
              {s.icon}
            </button>
          ))}
        </div>
        {related.length > 0 ? (
          <section className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">Related updates</h2>
            <ul className="card-grid two">
              {related.map((r) => (
                <li key={r.id} className="card">
                  <img src={r.image.src} alt={r.image.alt} width={r.image.width} height={r.image.height} loading="lazy" />
                  <div className="card-body">
                    <p className="card-meta">{r.date}</p>
                    <h3>
                      <Link to={`/updates/${r.slug}`}>{r.title}</Link>
                    </h3>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to="/updates" className="button button-outline">
            <ArrowLeftIcon size={18} /> Back to all updates
          </Link>
        </p>
      </div>
    </article>
  );
}
