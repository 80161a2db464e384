/** Achievements list: /updates and /achievements show the same list, published by officials (data from the server). */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { ListFilters, NoResults, useFilteredList } from '../components/list-filters';
import { Reveal } from '../components/reveal';
import { PinIcon, UsersIcon } from '../components/icons';
import { ContentPicture } from '../components/content-image';
import { ACHIEVEMENT_SEARCH_FIELDS } from '../content/search';
import { PageDataFallback, usePageData } from '../content/page-data';
import { UPDATE_FILTERS, type UpdateView } from '../../shared/content-view';
import { formatContentDate } from '../../shared/dates';
import { impactStats } from '../content/organisation';
import { messages } from '../../shared/messages';

const IMAGE_SIZES = '(max-width: 768px) calc(100vw - 2rem), 560px';

/** The first few of each list an achievement has; a list left empty is not shown at all. */
const DETAIL_LISTS = [
  { key: 'services', title: 'Services', shown: 3 },
  { key: 'outcomes', title: 'Outcomes', shown: 2 },
  { key: 'partners', title: 'Partners', shown: 2 },
] as const;

function DetailColumns({ details }: { details: UpdateView['details'] }) {
  const lists = DETAIL_LISTS.filter((l) => details[l.key].length > 0);
  if (lists.length === 0) return null;
  return (
    <div className="detail-columns">
      {lists.map((l) => (
        <div key={l.key}>
          <h3>{l.title}</h3>
          <ul>
            {details[l.key].slice(0, l.shown).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function AchievementList({ achievements }: { achievements: UpdateView[] }) {
  const { category, setCategory, query, setQuery, list, reset } = useFilteredList(achievements, ACHIEVEMENT_SEARCH_FIELDS);
  return (
    <>
      <ListFilters
        categories={UPDATE_FILTERS}
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
              {a.image ? <ContentPicture image={a.image} sizes={IMAGE_SIZES} lazy={i > 0} /> : null}
              <div className="achievement-body">
                <p className="card-meta">
                  <span className="badge">{a.category}</span> <time dateTime={a.date}>{formatContentDate(a.date)}</time>
                </p>
                <h2>
                  <Link to={`/achievements/${a.slug}`}>{a.title}</Link>
                </h2>
                <p>{a.excerpt}</p>
                {/* Plain news has no impact, place or lists: only what the official gave is shown. */}
                {a.impact ? (
                  <p className="impact">
                    <strong>Impact:</strong> {a.impact}
                  </p>
                ) : null}
                {a.details.location || a.details.participants ? (
                  <p className="card-meta">
                    {a.details.location ? (
                      <>
                        <PinIcon size={16} /> {a.details.location}
                      </>
                    ) : null}
                    {a.details.location && a.details.participants ? ' · ' : null}
                    {a.details.participants ? (
                      <>
                        <UsersIcon size={16} /> {a.details.participants}
                      </>
                    ) : null}
                  </p>
                ) : null}
                <DetailColumns details={a.details} />
                <Link to={`/achievements/${a.slug}`} className="button button-outline">
                  Read the full story<span className="visually-hidden">: {a.title}</span>
                </Link>
              </div>
            </Reveal>
          ))}
        </ul>
      )}
    </>
  );
}

export default function UpdatesPage() {
  const page = usePageData('updates');
  return (
    <>
      <PageHero
        title="Our Achievements"
        subtitle="Projects our members have carried out across Meru County."
        image="/images/banners/updates.svg"
      >
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
          {page.state === 'ready' ? (
            <AchievementList achievements={page.data.updates} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label="achievements" />
          )}
        </div>
      </section>
    </>
  );
}
