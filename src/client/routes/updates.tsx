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
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import { partsMessages } from '../../shared/page-messages/parts';
import { updatesMessages as t } from '../../shared/page-messages/updates';
import { categoryName } from '../content/search';
import { EnglishOnly, fieldLang, langOf, untranslatedLang } from '../components/english-only';

/** Site-wide figures quoted on the hero, with their words from the catalogue. */
const impactStats = ['1,300+', '15+', '5'].map((value, i) => ({ value, label: t.impactStats[i]! }));

const IMAGE_SIZES = '(max-width: 768px) calc(100vw - 2rem), 560px';

/** The first few of each list an achievement has; a list left empty is not shown at all. */
const DETAIL_LISTS = [
  { key: 'services', title: t.services, shown: 3 },
  { key: 'outcomes', title: t.outcomes, shown: 2 },
  { key: 'partners', title: t.partners, shown: 2 },
] as const;

function DetailColumns({ details }: { details: UpdateView['details'] }) {
  const lists = DETAIL_LISTS.filter((l) => details[l.key].length > 0);
  if (lists.length === 0) return null;
  return (
    <div className="detail-columns">
      {lists.map((l) => (
        <div key={l.key}>
          <h3>{l.title}</h3>
          <ul lang={untranslatedLang}>
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
        searchLabel={t.search}
        shown={t.shown(list.length)}
      />
      {list.length === 0 ? (
        <NoResults
          title={messages.noAchievements}
          hint={messages.noResultsHint}
          action={partsMessages.resetFilters}
          onAction={reset}
        />
      ) : (
        <ul className="achievement-items">
          {list.map((a, i) => (
            <Reveal as="li" key={a.id} className={`achievement-item${i % 2 ? ' reverse' : ''}`}>
              {a.image ? <ContentPicture image={a.image} sizes={IMAGE_SIZES} lazy={i > 0} lang={untranslatedLang} /> : null}
              <div className="achievement-body">
                <p className="card-meta">
                  <span className="badge">{categoryName(a.category)}</span>{' '}
                  <time dateTime={a.date}>{formatContentDate(a.date, ACTIVE_LOCALE)}</time>
                  <EnglishOnly item={a} />
                </p>
                <h2>
                  <Link to={`/achievements/${a.slug}`} lang={langOf(a)}>
                    {a.title}
                  </Link>
                </h2>
                <p lang={langOf(a)}>{a.excerpt}</p>
                {/* Plain news has no impact, place or lists: only what the official gave is shown. */}
                {a.impact ? (
                  <p className="impact">
                    <strong>{t.impact}</strong> <span lang={fieldLang(a, 'impact')}>{a.impact}</span>
                  </p>
                ) : null}
                {a.details.location || a.details.participants ? (
                  <p className="card-meta" lang={untranslatedLang}>
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
                  {t.readFullStory}
                  <span className="visually-hidden">
                    : <span lang={langOf(a)}>{a.title}</span>
                  </span>
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
      <PageHero title={t.title} subtitle={t.subtitle} image="/images/banners/updates.svg">
        <ul className="hero-stats">
          {impactStats.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong> <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>
      <section className="section" aria-label={t.section}>
        <div className="container">
          {page.state === 'ready' ? (
            <AchievementList achievements={page.data.updates} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label={t.listLabel} />
          )}
        </div>
      </section>
    </>
  );
}
