import { useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { Reveal } from '../components/reveal';
import { DownloadIcon } from '../components/icons';
import { sdgCards } from '../../shared/sdg';
import { usePageData } from '../content/page-data';
import { CONSTITUTION_PDF, identity, membershipFigureLabel } from '../content/organisation';
import { usePublicChapters } from '../components/public-chapters';
import { imageUrl } from '../../shared/image-url';
import { aboutMessages as t } from '../../shared/page-messages/about';
import { EnglishOnly, fieldLang, langOf } from '../components/english-only';

const CHAPTER_NOTES: Record<string, string | undefined> = t.chapterNotes;

export default function AboutPage() {
  const chapters = usePublicChapters();
  const page = usePageData('about');
  // The four latest achievements, as officials published them.
  const achievements = page.state === 'ready' ? page.data.updates : [];
  // At most one SDG card is open; clicking the open one closes it.
  const [openGoal, setOpenGoal] = useState<number | null>(null);
  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} image="/images/banners/about.svg" />

      <section className="section" aria-labelledby="who">
        <div className="container split">
          <Reveal>
            <h2 id="who" className="section-title left">
              {t.whoWeAre}
            </h2>
            <p>{t.whoWeAreText(identity.name, identity.shortName, identity.membershipFigure, chapters.length)}</p>
            <p>{t.whatWeDoText}</p>
          </Reveal>
          <img
            src={imageUrl('/images/banners/who-we-are.svg')}
            alt={t.whoWeAreAlt}
            width={1600}
            height={600}
            loading="lazy"
            className="rounded"
          />
        </div>
      </section>

      <section className="section section-sand" aria-label={t.statements}>
        <div className="container three-cols">
          <Reveal className="statement">
            <h2>{t.motto}</h2>
            <p className="motto">“{t.mottoText}”</p>
          </Reveal>
          <Reveal className="statement">
            <h2>{t.mission}</h2>
            <p>{t.missionText}</p>
          </Reveal>
          <Reveal className="statement">
            <h2>{t.vision}</h2>
            <p>{t.visionText}</p>
          </Reveal>
        </div>
      </section>

      <section className="section" aria-labelledby="structure">
        <div className="container">
          <h2 id="structure" className="section-title">
            {t.regionalGroups(chapters.length)}
          </h2>
          <ul className="chapter-grid">
            {chapters.map((c) => (
              <Reveal as="li" key={c} className="chapter-card">
                <h3>{c}</h3>
                {CHAPTER_NOTES[c] ? <p>{CHAPTER_NOTES[c]}</p> : null}
              </Reveal>
            ))}
          </ul>
          <p className="center">
            <Link to="/structure">{t.meetTheTeam}</Link>
          </p>
        </div>
      </section>

      <section className="section section-sand" aria-labelledby="sdgs">
        <div className="container">
          <h2 id="sdgs" className="section-title">
            {t.goals}
          </h2>
          <div className="sdg-cards">
            {sdgCards.map((card) => {
              const open = openGoal === card.goal;
              const panelId = `sdg-panel-${card.goal}`;
              return (
                <article key={card.goal} className={`sdg-card${open ? ' open' : ''}`} style={{ borderTopColor: card.colour }}>
                  <header className="sdg-card-head">
                    <span className="sdg-number" style={{ background: card.colour }}>
                      <span className="visually-hidden">SDG </span>
                      {card.goal}
                    </span>
                    <h3>
                      SDG {card.goal}: {card.title}
                    </h3>
                  </header>
                  <p>{card.intro}</p>
                  <div id={panelId} className="sdg-card-body" hidden={!open}>
                    <ul className="sdg-stats">
                      {card.stats.map((s) => (
                        <li key={s.label}>
                          <strong>{s.value}</strong>
                          <span>{s.label}</span>
                        </li>
                      ))}
                    </ul>
                    <h4>{t.focusCategories}</h4>
                    <ul className="sdg-categories">
                      {card.categories.map((c) => (
                        <li key={c.slug}>
                          <Link to={`/sdg/${card.goal}/${c.slug}`}>{c.title}</Link>
                        </li>
                      ))}
                    </ul>
                    <h4>{t.approach}</h4>
                    <p>{card.approach}</p>
                  </div>
                  <button
                    type="button"
                    className="button button-outline"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenGoal(open ? null : card.goal)}
                  >
                    {open ? t.showLess : t.readMore}
                    <span className="visually-hidden">{t.aboutGoal(card.goal)}</span>
                  </button>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="key-achievements">
        <div className="container">
          <h2 id="key-achievements" className="section-title">
            {t.keyAchievements}
          </h2>
          <ul className="achievement-list-compact">
            {achievements.map((a) => (
              <Reveal as="li" key={a.id}>
                <Link to={`/achievements/${a.slug}`} lang={langOf(a)}>
                  {a.title}
                </Link>
                <EnglishOnly item={a} />
                {a.impact ? <span lang={fieldLang(a, 'impact')}>{a.impact}</span> : null}
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-sand" aria-labelledby="constitution">
        <div className="container center">
          <h2 id="constitution" className="section-title">
            {t.constitution}
          </h2>
          <p>{t.constitutionText}</p>
          <a href={CONSTITUTION_PDF} className="button button-primary" download>
            <DownloadIcon size={18} /> {t.downloadConstitution}
          </a>
        </div>
      </section>

      <section className="section join-band" aria-labelledby="join">
        <div className="container center">
          <h2 id="join">{t.join(membershipFigureLabel)}</h2>
          <p>{t.joinText}</p>
          <Link to="/membership" className="button button-accent">
            {t.becomeMember}
          </Link>
        </div>
      </section>
    </>
  );
}
