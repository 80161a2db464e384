/** Event page (/events/:slug): the event as an official published it, from the server. */
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { PageDataFallback, usePageData } from '../content/page-data';
import { useDocumentMeta } from '../content/document-meta';
import { timeRange, type EventView } from '../../shared/content-view';
import { formatContentDate } from '../../shared/dates';
import { DETAIL_IMAGE_SIZES, eventMeta } from '../../shared/pages';
import { NotFoundPage } from './not-found';

function EventArticle({ event }: { event: EventView }) {
  const { pathname } = useLocation();
  useDocumentMeta(eventMeta(event), pathname);
  return (
    <article className="update-article">
      <header className="article-header">
        <div className="container narrow">
          <Link to="/events" className="back-link">
            <ArrowLeftIcon size={18} /> Back to events
          </Link>
          <p className="card-meta">
            <span className="badge">{event.category}</span>
          </p>
          <h1>{event.title}</h1>
          <ul className="event-facts inline">
            <li>
              <CalendarIcon size={16} /> <time dateTime={event.date}>{formatContentDate(event.date)}</time>
            </li>
            <li>
              <ClockIcon size={16} /> {timeRange(event)}
            </li>
            <li>
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
          />
        ) : null}
        <div className="article-body">
          <p className="lead">{event.excerpt}</p>
          {/* Sanitised on the server when the official saved it. */}
          <div dangerouslySetInnerHTML={{ __html: event.bodyHtml }} />
        </div>
        <div className="cta-row">
          <Link to="/membership" className="button button-accent">
            Join MYV
          </Link>
          <Link to="/contact" className="button button-outline">
            Ask about this event
          </Link>
        </div>
      </div>
    </article>
  );
}

export default function EventDetailPage() {
  const page = usePageData('event');
  if (page.state === 'ready') return <EventArticle event={page.data.event} />;
  if (page.state === 'not-found')
    return (
      <NotFoundPage
        title="Event Not Found"
        text="The event you're looking for doesn't exist or has been removed."
        back={{ to: '/events', label: 'Back to Events' }}
      />
    );
  return <PageDataFallback state={page} label="event" />;
}
