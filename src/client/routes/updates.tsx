/** Achievements list (spec §2): /updates and /achievements show the same list. */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults, useFilteredList } from '../components/list-filters';
import { Reveal } from '../components/reveal';
import { PinIcon, UsersIcon } from '../components/icons';
import { ACHIEVEMENT_CATEGORIES, achievements } from '../content/achievements';
import { ACHIEVEMENT_SEARCH_FIELDS } from '../content/search';
import { impactStats } from '../content/organisation';
import { messages } from '../../shared/messages';

export default function UpdatesPage() {
  const { category, setCategory, query, setQuery, list, reset } = useFilteredList(achievements, ACHIEVEMENT_SEARCH_FIELDS);
  return (
    <>
      <PageHero title="Our Achievements" subtitle="Projects our members have carried out across Meru County." image="/images/banners/updates.svg">
        <ul className="hero-stats">
          {impactStats.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong> <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>
      <section className="section" aria-label="Achievements">
        <div className="container">
          <ListFilters
            categories={ACHIEVEMENT_CATEGORIES}
            category={category}
            onCategory={setCategory}
            query={query}
            onQuery={setQuery}
            searchLabel="Search achievements"
            resultCount={list.length}
            noun="achievements"
          />
          {list.length === 0 ? (
            <NoResults title={messages.noAchievements} hint={messages.noResultsHint} action="Reset Filters" onAction={reset} />
          ) : (
            <ul className="achievement-items">
              {list.map((a, i) => (
                <Reveal as="li" key={a.id} className={`achievement-item${i % 2 ? ' reverse' : ''}`}>
                  <img src={a.image.src} alt={a.image.alt} width={a.image.width} height={a.image.height} loading={i === 0 ? 'eager' : 'lazy'} />
                  <div className="achievement-body">
                    <p className="card-meta">
                      <span className="badge">{a.category}</span> {a.date}
                    </p>
                    <h2>
                      <Link to={`/achievements/${a.slug}`}>{a.title}</Link>
                    </h2>
                    <p>{a.excerpt}</p>
                    <p className="impact">
                      <strong>Impact:</strong> {a.impact}
                    </p>
                    <p className="card-meta">
                      <PinIcon size={16} /> {a.details.location} · <UsersIcon size={16} /> {a.details.participants}
                    </p>
                    <div className="detail-columns">
                      <div>
                        <h3>Services</h3>
                        <ul>
                          {a.details.services.slice(0, 3).map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ul>
                      </div>
                      <div>
                        <h3>Outcomes</h3>
                        <ul>
                          {a.details.outcomes.slice(0, 2).map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ul>
                      </div>
                      <div>
                        <h3>Partners</h3>
                        <ul>
                          {a.details.partners.slice(0, 2).map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ul>
                      </div>
                    </div>
                    <Link to={`/achievements/${a.slug}`} className="button button-outline">
                      Read the full story<span className="visually-hidden">: {a.title}</span>
                    </Link>
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
