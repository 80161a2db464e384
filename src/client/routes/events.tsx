/** Events list: category filters, search over title, excerpt and location, no-results with reset. Data from the server. */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults, useFilteredList } from '../components/list-filters';
import { Reveal } from '../components/reveal';
import { CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { EVENT_SEARCH_FIELDS } from '../content/search';
import { PageDataFallback, usePageData } from '../content/page-data';
import { messages } from '../../shared/messages';
import { EVENT_FILTERS, displayDate, timeRange, type EventView } from '../../shared/content-view';

const CARD_SIZES = '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 400px';

function EventList({ events }: { events: EventView[] }) {
  const { category, setCategory, query, setQuery, list, reset } = useFilteredList(events, EVENT_SEARCH_FIELDS);
  return (
    <>
      <ListFilters
        categories={EVENT_FILTERS}
        category={category}
        onCategory={setCategory}
        query={query}
        onQuery={setQuery}
        searchLabel="Search events"
        resultCount={list.length}
        noun="events"
      />
      {list.length === 0 ? (
        <NoResults title={messages.noEvents} hint={messages.noResultsHint} action="Reset Filters" onAction={reset} />
      ) : (
        <ul className="card-grid">
          {list.map((e, i) => (
            <Reveal as="li" key={e.id} className="card event-card">
              {e.image ? <ContentPicture image={e.image} sizes={CARD_SIZES} lazy={i >= 3} /> : null}
              <div className="card-body">
                <p className="card-meta">
                  <span className="badge">{e.category}</span>
                </p>
                <h2 className="card-title">
                  <Link to={`/events/${e.slug}`}>{e.title}</Link>
                </h2>
                <ul className="event-facts">
                  <li>
                    <CalendarIcon size={16} /> <time dateTime={e.date}>{displayDate(e.date)}</time>
                  </li>
                  <li>
                    <ClockIcon size={16} /> {timeRange(e)}
                  </li>
                  <li>
                    <PinIcon size={16} /> {e.location}
                  </li>
                </ul>
                <p>{e.excerpt}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      )}
    </>
  );
}

export default function EventsPage() {
  const page = usePageData('events');
  return (
    <>
      <PageHero
        title="Upcoming Events"
        subtitle="Workshops, fairs and community days across Meru County. Everyone is welcome."
        image="/images/banners/events.svg"
      />
      <section className="section" aria-label="Events">
        <div className="container">
          {page.state === 'ready' ? (
            <EventList events={page.data.events} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label="events" />
          )}
        </div>
      </section>
    </>
  );
}
