/**
 * /my-card, after the code: the events the member came to (checked in at the door), latest first
 * (docs/events.md). The code entered above set the short self-service cookie, so the list loads
 * at once; an ended session says so, as the other sections do.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate, formatMomentTime } from '../../shared/dates';
import { messages } from '../../shared/messages';
import type { OwnEvent } from '../../shared/schemas/events';

const t = messages.myEvents;

export function MyEvents({ idNumber }: { idNumber: string }) {
  const id = useId();
  const [events, setEvents] = useState<OwnEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .post<{ events: OwnEvent[] }>('/api/self-service/events', { idNumber })
      .then((answer) => live && setEvents(answer.events))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : messages.serverError));
    return () => {
      live = false;
    };
  }, [idNumber]);

  return (
    <section className="membership-card data-rights my-events" aria-labelledby={`${id}-events`}>
      <h2 id={`${id}-events`}>{t.title}</h2>
      {error ? (
        <div className="payment-status payment-status-error" role="alert">
          <p>{error}</p>
        </div>
      ) : events === null ? (
        <p role="status">{t.loading}</p>
      ) : events.length === 0 ? (
        <p className="renew-intro">
          {t.none} <Link to="/events">{t.seeEvents}</Link>
        </p>
      ) : (
        <>
          <p className="renew-intro">{t.intro}</p>
          <ul className="my-events-list" data-testid="my-events">
            {events.map((e) => (
              <li key={`${e.slug}-${e.checkedInAt}`}>
                <Link to={`/events/${e.slug}`}>{e.title}</Link>
                <span>
                  {formatContentDate(e.date, ACTIVE_LOCALE)}, {t.checkedInAt(formatMomentTime(e.checkedInAt, ACTIVE_LOCALE))}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
