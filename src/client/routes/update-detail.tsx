/** Single update: a short loading state on navigation, the article, related updates, or "Update Not Found". Data from the server. */
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { UPDATE_DETAIL_DELAY_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ContentPicture } from '../components/content-image';
import { PageDataFallback, usePageData } from '../content/page-data';
import { useDocumentMeta } from '../content/document-meta';
import { formatContentDate } from '../../shared/dates';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { DETAIL_IMAGE_SIZES, notFoundMeta, updateMeta } from '../../shared/pages';
import { ArrowLeftIcon, LinkIcon, ShareIcon, SocialIcon } from '../components/icons';
import { isHydrated } from '../hydration';
import { updatesMessages as t } from '../../shared/page-messages/updates';
import { categoryName } from '../content/search';
import { EnglishOnly, langOf, untranslatedLang } from '../components/english-only';

/** Share buttons (four, no behaviour yet). */
const SHARES = [
  { label: t.shareOnFacebook, icon: <SocialIcon network="Facebook" size={18} /> },
  { label: t.shareOnX, icon: <SocialIcon network="X" size={18} /> },
  { label: t.shareOnWhatsApp, icon: <ShareIcon size={18} /> },
  { label: t.copyLink, icon: <LinkIcon size={18} /> },
];

export default function UpdateDetailPage() {
  const { slug } = useParams();
  // Keyed by the slug: each update navigated to starts with its own loading state.
  return <UpdateDetail key={slug} />;
}

function UpdateDetail() {
  const [loading, setLoading] = useState(() => isHydrated());
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLoading(false), UPDATE_DETAIL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  const page = usePageData('update');
  const { pathname } = useLocation();
  const article = page.state === 'ready' ? page.data.update : null;
  useDocumentMeta(
    loading
      ? undefined
      : article
        ? updateMeta(article)
        : page.state === 'not-found'
          ? notFoundMeta(messages.updateNotFoundTitle)
          : undefined,
    pathname,
  );

  if (page.state === 'error') return <PageDataFallback state={page} label={t.itemLabel} />;
  if (loading || page.state === 'loading') {
    return (
      <div className="container update-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> {t.loadingUpdate}
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
  const related = page.state === 'ready' ? page.data.related : [];
  return (
    <article className="update-article">
      <header className="article-header">
        <div className="container narrow">
          <Link to="/updates" className="back-link">
            <ArrowLeftIcon size={18} /> {t.backToUpdates}
          </Link>
          <p className="card-meta">
            <span className="badge">{categoryName(article.category)}</span>
            <EnglishOnly item={article} />
          </p>
          <h1 lang={langOf(article)}>{article.title}</h1>
          <p className="card-meta">
            <time dateTime={article.date}>{formatContentDate(article.date, ACTIVE_LOCALE)}</time>
          </p>
        </div>
      </header>
      <div className="container narrow">
        {article.image ? (
          <ContentPicture
            image={article.image}
            sizes={DETAIL_IMAGE_SIZES}
            lazy={false}
            highPriority
            className="rounded article-image"
            lang={untranslatedLang}
          />
        ) : null}
        {/* Sanitised on the server when the official saved it. */}
        <div className="article-body" lang={langOf(article)} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <div className="share" role="group" aria-label={t.shareThisUpdate}>
          <span>{t.share}</span>
          {SHARES.map((s) => (
            <button key={s.label} type="button" className="share-button" aria-label={s.label}>
              {s.icon}
            </button>
          ))}
        </div>
        {related.length > 0 ? (
          <section className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">{t.related}</h2>
            <ul className="card-grid two">
              {related.map((r) => (
                <li key={r.id} className="card">
                  {r.image ? (
                    <ContentPicture
                      image={r.image}
                      sizes="(max-width: 640px) calc(100vw - 2rem), 370px"
                      lang={untranslatedLang}
                    />
                  ) : null}
                  <div className="card-body">
                    <p className="card-meta">{formatContentDate(r.date, ACTIVE_LOCALE)}</p>
                    <h3>
                      <Link to={`/updates/${r.slug}`} lang={langOf(r)}>
                        {r.title}
                      </Link>
                    </h3>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to="/updates" className="button button-outline">
            <ArrowLeftIcon size={18} /> {t.backToAllUpdates}
          </Link>
        </p>
      </div>
    </article>
  );
}
