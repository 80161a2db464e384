import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_CAROUSEL_MS, TESTIMONIALS_CAROUSEL_MS } from '../../shared/constants';
import { Carousel } from '../components/carousel';
import { Reveal } from '../components/reveal';
import { CoinsIcon, HeartIcon, MegaphoneIcon, UsersIcon, CalendarIcon, PinIcon } from '../components/icons';
import { focusAreas, heroSlides, infoCards, whyUsGoals } from '../content/home';
import { membershipFigureLabel } from '../content/organisation';
import { testimonials } from '../content/testimonials';
import { ContentPicture } from '../components/content-image';
import { PageDataFallback, usePageData } from '../content/page-data';
import { timeRange } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatContentDate } from '../../shared/dates';
import { imageUrl } from '../../shared/image-url';
import { messages } from '../../shared/messages';
import { homeMessages as t } from '../../shared/page-messages/home';
import { categoryName } from '../content/search';
import { EnglishOnly, fieldLang, langOf, untranslatedLang } from '../components/english-only';

const ICONS = { coins: CoinsIcon, megaphone: MegaphoneIcon, heart: HeartIcon } as const;
const HOME_ITEMS = 3;

const CARD_SIZES = '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 400px';

function HomeTabs() {
  const [tab, setTab] = useState<'news' | 'events'>('news');
  const page = usePageData('home');
  const updates = page.state === 'ready' ? page.data.updates : [];
  const events = page.state === 'ready' ? page.data.events : [];
  const tabs = [
    { id: 'news', label: t.tabs.news },
    { id: 'events', label: t.tabs.events },
  ] as const;
  return (
    <section className="section home-tabs" aria-labelledby="tabs-heading">
      <div className="container">
        <h2 id="tabs-heading" className="section-title">
          {t.happening}
        </h2>
        <div className="tab-list" role="tablist" aria-label={t.tabsLabel}>
          {tabs.map((t) => (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className="tab"
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  const next = tab === 'news' ? 'events' : 'news';
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="tab-panel">
          {page.state === 'loading' || page.state === 'error' ? <PageDataFallback state={page} label={t.newsLabel} /> : null}
          {/* The server sends the upcoming events only (by today's date in Nairobi), soonest first. */}
          {tab === 'events' && page.state === 'ready' && events.length === 0 ? (
            <p className="section-lead">{messages.noUpcomingEventsHome}</p>
          ) : null}
          <ul className="card-grid">
            {tab === 'news'
              ? updates.slice(0, HOME_ITEMS).map((u) => (
                  <li key={u.id} className="card">
                    {u.image ? <ContentPicture image={u.image} sizes={CARD_SIZES} lang={untranslatedLang} /> : null}
                    <div className="card-body">
                      <p className="card-meta">
                        <span className="badge">{categoryName(u.category)}</span> {formatContentDate(u.date, ACTIVE_LOCALE)}
                        <EnglishOnly item={u} />
                      </p>
                      <h3>
                        <Link to={`/updates/${u.slug}`} lang={langOf(u)}>
                          {u.title}
                        </Link>
                      </h3>
                      <p lang={langOf(u)}>{u.excerpt}</p>
                    </div>
                  </li>
                ))
              : events.slice(0, HOME_ITEMS).map((e) => (
                  <li key={e.id} className="card">
                    {e.image ? <ContentPicture image={e.image} sizes={CARD_SIZES} lang={untranslatedLang} /> : null}
                    <div className="card-body">
                      <p className="card-meta">
                        <CalendarIcon size={16} /> {formatContentDate(e.date, ACTIVE_LOCALE)} · {timeRange(e, ACTIVE_LOCALE)}
                        <EnglishOnly item={e} />
                      </p>
                      <h3>
                        <Link to={`/events/${e.slug}`} lang={langOf(e)}>
                          {e.title}
                        </Link>
                      </h3>
                      <p className="card-meta" lang={fieldLang(e, 'location')}>
                        <PinIcon size={16} /> {e.location}
                      </p>
                    </div>
                  </li>
                ))}
          </ul>
          <p className="center">
            <Link to={tab === 'news' ? '/updates' : '/events'} className="button button-outline">
              {t.viewAll}
              <span className="visually-hidden">{t.viewAllWhat[tab]}</span>
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <Carousel
        className="hero-carousel"
        label={t.highlights}
        intervalMs={HERO_CAROUSEL_MS}
        slides={heroSlides.map((s, i) => (
          <div className="hero-slide" key={s.title}>
            <img
              src={imageUrl(s.image)}
              alt=""
              width={1600}
              height={900}
              className="hero-art"
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <div className="hero-content">
              {i === 0 ? <h1>{s.title}</h1> : <h2 className="hero-title">{s.title}</h2>}
              <p>{s.text}</p>
              <Link to={s.cta.to} className="button button-accent">
                {s.cta.label}
              </Link>
            </div>
          </div>
        ))}
      />

      <section className="section" aria-labelledby="what-we-do">
        <div className="container">
          <h2 id="what-we-do" className="section-title">
            {t.whatWeDo}
          </h2>
          <div className="info-cards">
            {infoCards.map((c) => {
              const Icon = ICONS[c.icon];
              return (
                <Reveal key={c.title} className="info-card">
                  <span className="info-icon">
                    <Icon size={28} />
                  </span>
                  <h3>{c.title}</h3>
                  <p>{c.text}</p>
                </Reveal>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section section-sand" aria-labelledby="why-us">
        <div className="container">
          <h2 id="why-us" className="section-title">
            {t.whyUs}
          </h2>
          <p className="section-lead">{t.whyUsLead}</p>
          <ul className="sdg-grid">
            {whyUsGoals.map((g) => (
              <Reveal as="li" key={g.goal} className="sdg-item">
                <span className="sdg-number" style={{ background: g.colour }}>
                  <span className="visually-hidden">SDG </span>
                  {g.goal}
                </span>
                <span>
                  <strong>{g.title}</strong>
                  <br />
                  {g.text}
                </span>
              </Reveal>
            ))}
          </ul>
          <p className="center">
            <Link to="/about" className="button button-primary">
              {t.learnMore}
            </Link>
          </p>
        </div>
      </section>

      <section className="section milestones" aria-labelledby="milestones">
        <div className="container">
          <h2 id="milestones" className="section-title">
            {t.milestones}
          </h2>
          <div className="milestone-grid">
            <Reveal className="milestone">
              <UsersIcon size={32} />
              <strong>{membershipFigureLabel}</strong>
              <span>{t.registeredMembers}</span>
            </Reveal>
            <Reveal className="milestone">
              <CoinsIcon size={32} />
              <strong>{t.youthEmpowerment}</strong>
              <span>{t.youthTrained}</span>
            </Reveal>
            <Reveal className="milestone">
              <HeartIcon size={32} />
              <strong>{t.socialChange}</strong>
              <span>{t.livesTouched}</span>
            </Reveal>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="focus">
        <div className="container">
          <h2 id="focus" className="section-title">
            {t.focusAreas}
          </h2>
          <div className="card-grid">
            {focusAreas.map((f) => (
              <Reveal key={f.title} className="card focus-card">
                <img src={imageUrl(f.image)} alt="" width={800} height={560} loading="lazy" />
                <div className="card-body">
                  <p className="card-meta">
                    <span className="badge">SDG {f.sdg}</span>
                  </p>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                  <Link to="/contact" className="button button-accent">
                    {t.donate}
                    <span className="visually-hidden">{t.donateTo(f.title)}</span>
                  </Link>
                </div>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <HomeTabs />

      <section className="section section-green" aria-labelledby="voices">
        <div className="container">
          <h2 id="voices" className="section-title">
            {t.voices}
          </h2>
          <Carousel
            className="testimonials"
            label={t.testimonialsLabel}
            intervalMs={TESTIMONIALS_CAROUSEL_MS}
            slides={testimonials.map((t) => (
              <figure className="testimonial" key={t.name}>
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.role}</span>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </section>
    </>
  );
}
