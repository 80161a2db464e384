/** Event detail (/events/:slug, also /events/1…): the spec links it but does not show it. */
import { Link, useParams } from 'react-router';
import { events } from '../content/events';
import { findBySlugOrId } from '../content/search';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { NotFoundPage } from './not-found';

export default function EventDetailPage() {
  const { slug } = useParams();
  const event = findBySlugOrId(events, slug);
  if (!event) return <NotFoundPage title="Event Not Found" text="The event you're looking for doesn't exist or has been removed." back={{ to: '/events', label: 'Back to Events' }} />;
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
              <CalendarIcon size={16} /> <time dateTime={event.isoDate}>{event.date}</time>
            </li>
            <li>
              <ClockIcon size={16} /> {event.time}
            </li>
            <li>
              <PinIcon size={16} /> {event.location}
            </li>
          </ul>
        </div>
      </header>
      <div className="container narrow">
        <img src={event.image.src} alt={event.image.alt} width={event.image.width} height={event.image.height} className="rounded article-image" fetchPriority="high" />
        <div className="article-body">
          <p className="lead">{event.excerpt}</p>
          {event.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h2>Programme</h2>
          <ol>
            {event.agenda.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ol>
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
