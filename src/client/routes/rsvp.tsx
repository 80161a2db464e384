/**
 * /rsvp/<token>: a person's own place at an event, opened from the SMS (docs/events.md): the event,
 * whether they are coming or waiting, the code to show at the door (also as a QR code) and "Cancel
 * my place" as a plain form. Also the answer to the event page's plain form when it was refused
 * (/events/<slug>/rsvp). Rendered by the server on every request; it needs no script.
 */
import { Link } from 'react-router';
import { useEmbeddedPageData } from '../content/page-data';
import type { RsvpPage } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { pathIn } from '../../shared/locale';
import { formatClockTime, formatContentDate } from '../../shared/dates';
import { identity } from '../../shared/identity';
import { messages } from '../../shared/messages';
import { rsvpMessages as page } from '../../shared/rsvp-messages';
import '../events/rsvp.css';

const text = messages.rsvp;

function Found({ view }: { view: Extract<RsvpPage, { outcome: 'found' }> }) {
  const { event } = view;
  return (
    <>
      <h1>{event.title}</h1>
      <p>
        <time dateTime={event.date}>{formatContentDate(event.date, ACTIVE_LOCALE)}</time>,{' '}
        {formatClockTime(event.startTime, ACTIVE_LOCALE)}
      </p>
      {view.notice === 'new' && (
        <p className="notice success" role="status">
          {view.status === 'waiting' ? text.waiting : text.going}
        </p>
      )}
      {view.notice === 'cancelled' && (
        <p className="notice success" role="status">
          {text.cancelled}
        </p>
      )}
      <div className="rsvp-box">
        <p className="rsvp-status" data-status={view.status}>
          {view.status === 'going' ? page.coming : view.status === 'waiting' ? page.waitingList : page.cancelled}
        </p>
        {view.status !== 'cancelled' && (
          <>
            <p>{text.yourCode}</p>
            <p className="rsvp-code" data-testid="rsvp-code">
              {view.code}
            </p>
            {/* Drawn by the server from the code alone (no user text): safe to insert. */}
            <div
              className="rsvp-qr"
              role="img"
              aria-label={page.qrOf(view.code)}
              dangerouslySetInnerHTML={{ __html: view.qrSvg }}
            />
            <p>{text.showAtDoor}</p>
          </>
        )}
        {view.cancellable && (
          // A plain form is not under the router's basename: its action names /sw itself on a Kiswahili page.
          <form className="rsvp-cancel" method="post" action={pathIn(ACTIVE_LOCALE, `/rsvp/${view.token}/cancel`)}>
            <button type="submit" className="button button-outline">
              {text.cancelMyPlace}
            </button>
          </form>
        )}
      </div>
      <p>
        <Link to={`/events/${event.slug}`}>{page.aboutEvent}</Link>
      </p>
    </>
  );
}

export default function RsvpRoute() {
  const data = useEmbeddedPageData('rsvp');
  const view = data?.view ?? null;
  return (
    <section className="rsvp-page">
      <p className="verify-eyebrow">{identity.name}</p>
      {view?.outcome === 'found' && <Found view={view} />}
      {view?.outcome === 'refused' && (
        <>
          <h1>{view.event.title}</h1>
          <p className="notice error" role="alert">
            {view.message}
          </p>
          <p>
            <Link to={`/events/${view.event.slug}`}>{page.backToEvent}</Link>
          </p>
        </>
      )}
      {(view === null || view.outcome === 'unknown') && (
        <>
          <h1>{page.yourPlace}</h1>
          <p className="notice error">{text.notFound}</p>
          <p>
            <Link to="/events">{page.allEvents}</Link>
          </p>
        </>
      )}
    </section>
  );
}
