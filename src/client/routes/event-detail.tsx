/** Event page (/events/:slug): the event as an official published it, from the server. */
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { PageDataFallback, usePageData } from '../content/page-data';
import { useDocumentMeta } from '../content/document-meta';
import { timeRange, type EventView } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate } from '../../shared/dates';
import { DETAIL_IMAGE_SIZES, eventMeta } from '../../shared/pages';
import { NotFoundPage } from './not-found';
import { RsvpForm } from '../events/rsvp-form';
import { eventsMessages as t } from '../../shared/page-messages/events';
import { categoryName } from '../content/search';
import { EnglishOnly, fieldLang, langOf, untranslatedLang } from '../components/english-only';

function EventArticle({ event, rsvp }: { event: EventView; rsvp: { html: string } | null }) {
  const { pathname } = useLocation();
  useDocumentMeta(eventMeta(event), pathname);
  return (
    <article className="update-article">
      <header className="article-header">
        <div className="container narrow">
          <Link to="/events" className="back-link">
            <ArrowLeftIcon size={18} /> {t.backToEvents}
          </Link>
          <p className="card-meta">
            <span className="badge">{categoryName(event.category)}</span>
            <EnglishOnly item={event} />
          </p>
          <h1 lang={langOf(event)}>{event.title}</h1>
          <ul className="event-facts inline">
            <li>
              <CalendarIcon size={16} /> <time dateTime={event.date}>{formatContentDate(event.date, ACTIVE_LOCALE)}</time>
            </li>
            <li>
              <ClockIcon size={16} /> {timeRange(event, ACTIVE_LOCALE)}
            </li>
            <li lang={fieldLang(event, 'location')}>
              <PinIcon size={16} /> {event.location}
            </li>
          </ul>
        </div>
      </header>
      <div className="container narrow">
        {event.image ? (
          <ContentPicture
            image={event.image}
            sizes={DETAIL_IMAGE_SIZES}
            lazy={false}
            highPriority
            className="rounded article-image"
            lang={untranslatedLang}
          />
        ) : null}
        <div className="article-body" lang={langOf(event)}>
          <p className="lead">{event.excerpt}</p>
          {/* Sanitised on the server when the official saved it. */}
          <div dangerouslySetInnerHTML={{ __html: event.bodyHtml }} />
        </div>
        {rsvp && <RsvpForm html={rsvp.html} />}
        <div className="cta-row">
          <Link to="/membership" className="button button-accent">
            {t.joinMyv}
          </Link>
          <Link to="/contact" className="button button-outline">
            {t.askAboutEvent}
          </Link>
        </div>
      </div>
    </article>
  );
}

export default function EventDetailPage() {
  const page = usePageData('event');
  if (page.state === 'ready') return <EventArticle event={page.data.event} rsvp={page.data.rsvp ?? null} />;
  if (page.state === 'not-found')
    return <NotFoundPage title={t.notFoundTitle} text={t.notFoundText} back={{ to: '/events', label: t.notFoundBack }} />;
  return <PageDataFallback state={page} label={t.itemLabel} />;
}
