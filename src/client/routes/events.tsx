/** Events list (spec §2): category filters, search over title, excerpt and location, no-results with reset. */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults, useFilteredList } from '../components/list-filters';
import { Reveal } from '../components/reveal';
import { CalendarIcon, ClockIcon, PinIcon } from '../components/icons';
import { EVENT_CATEGORIES, events } from '../content/events';
import { EVENT_SEARCH_FIELDS } from '../content/search';
import { messages } from '../../shared/messages';

export default function EventsPage() {
  const { category, setCategory, query, setQuery, list, reset } = useFilteredList(events, EVENT_SEARCH_FIELDS);
  return (
    <>
      <PageHero title="Upcoming Events" subtitle="Workshops, fairs and community days across Meru County. Everyone is welcome." image="/images/banners/events.svg" />
      <section className="section" aria-label="Events">
        <div className="container">
          <ListFilters
            categories={EVENT_CATEGORIES}
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
                  <img src={e.image.src} alt={e.image.alt} width={e.image.width} height={e.image.height} loading={i < 3 ? 'eager' : 'lazy'} />
                  <div className="card-body">
                    <p className="card-meta">
                      <span className="badge">{e.category}</span>
                    </p>
                    <h2 className="card-title">
                      <Link to={`/events/${e.slug}`}>{e.title}</Link>
                    </h2>
                    <ul className="event-facts">
                      <li>
                        <CalendarIcon size={16} /> {e.date}
                      </li>
                      <li>
                        <ClockIcon size={16} /> {e.time}
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
        </div>
      </section>
    </>
  );
}
