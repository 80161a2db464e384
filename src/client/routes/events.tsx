/**
 * Events: the upcoming ones soonest first, then the past ones apart, most recent first (which is
 * which the server decides by today's date in Nairobi). One category filter and one search over
 * title, excerpt and location serve both lists; no-results with reset. Data from the server.
 */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults, useFilteredList } from '../components/list-filters';
import { Reveal } from '../components/reveal';
import { CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { EVENT_SEARCH_FIELDS } from '../content/search';
import { PageDataFallback, usePageData } from '../content/page-data';
import { messages } from '../../shared/messages';
import { EVENT_FILTERS, timeRange, type EventView } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate } from '../../shared/dates';
import { eventsMessages as t } from '../../shared/page-messages/events';
import { partsMessages } from '../../shared/page-messages/parts';
import { categoryName } from '../content/search';
import { EnglishOnly, fieldLang, langOf, untranslatedLang } from '../components/english-only';

const CARD_SIZES = '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 400px';

function EventCards({ events, lazyFrom }: { events: EventView[]; lazyFrom: number }) {
  return (
    <ul className="card-grid">
      {events.map((e, i) => (
        <Reveal as="li" key={e.id} className="card event-card">
          {e.image ? <ContentPicture image={e.image} sizes={CARD_SIZES} lazy={i >= lazyFrom} lang={untranslatedLang} /> : null}
          <div className="card-body">
            <p className="card-meta">
              <span className="badge">{categoryName(e.category)}</span>
              <EnglishOnly item={e} />
            </p>
            <h3 className="card-title">
              <Link to={`/events/${e.slug}`} lang={langOf(e)}>
                {e.title}
              </Link>
            </h3>
            <ul className="event-facts">
              <li>
                <CalendarIcon size={16} /> <time dateTime={e.date}>{formatContentDate(e.date, ACTIVE_LOCALE)}</time>
              </li>
              <li>
                <ClockIcon size={16} /> {timeRange(e, ACTIVE_LOCALE)}
              </li>
              <li lang={fieldLang(e, 'location')}>
                <PinIcon size={16} /> {e.location}
              </li>
            </ul>
            <p lang={langOf(e)}>{e.excerpt}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}

function EventLists({ upcoming, past }: { upcoming: EventView[]; past: EventView[] }) {
  const all = [...upcoming, ...past];
  const { category, setCategory, query, setQuery, list, reset } = useFilteredList(all, EVENT_SEARCH_FIELDS);
  const shown = new Set(list.map((e) => e.id));
  const shownUpcoming = upcoming.filter((e) => shown.has(e.id));
  const shownPast = past.filter((e) => shown.has(e.id));
  const filtering = category !== 'all' || query.trim() !== '';
  return (
    <>
      <ListFilters
        categories={EVENT_FILTERS}
        category={category}
        onCategory={setCategory}
        query={query}
        onQuery={setQuery}
        searchLabel={t.search}
        shown={t.shown(list.length)}
      />
      {list.length === 0 ? (
        <NoResults title={messages.noEvents} hint={messages.noResultsHint} action={partsMessages.resetFilters} onAction={reset} />
      ) : (
        <>
          <section className="event-group" aria-labelledby="upcoming-events">
            <h2 id="upcoming-events" className="section-title">
              {messages.upcomingEventsTitle}
            </h2>
            {shownUpcoming.length ? (
              <EventCards events={shownUpcoming} lazyFrom={3} />
            ) : filtering ? (
              <p className="section-lead">{messages.noEvents}</p>
            ) : (
              <p className="section-lead">{messages.noUpcomingEvents}</p>
            )}
          </section>
          {shownPast.length ? (
            <section className="event-group event-group-past" aria-labelledby="past-events">
              <h2 id="past-events" className="section-title">
                {messages.pastEventsTitle}
              </h2>
              <EventCards events={shownPast} lazyFrom={shownUpcoming.length ? 0 : 3} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export default function EventsPage() {
  const page = usePageData('events');
  return (
    <>
      <PageHero title={messages.eventsTitle} subtitle={t.subtitle} image="/images/banners/events.svg" />
      <section className="section" aria-label={t.section}>
        <div className="container">
          {page.state === 'ready' ? (
            <EventLists upcoming={page.data.upcoming} past={page.data.past} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label={t.listLabel} />
          )}
        </div>
      </section>
    </>
  );
}
