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

const CHAPTER_NOTES: Record<string, string> = {
  'Igembe Youth Voice': 'Maua, Kangeta and Laare — miraa country, where we run health camps and digital bootcamps.',
  'Tigania Youth Voice': 'Muthara, Kianjai and Mikinduri — tree nurseries on the Nyambene hills and school support.',
  'Imenti Youth Voice': 'Meru Town, Nkubu and Kariene — our headquarters, enterprise and career programmes.',
  'Buuri Youth Voice': 'Timau, Kibirichia and Ruiri — avocado and dairy farming groups and women’s health.',
};

/** "four", "five" … for the sentence about the chapters; digits past twelve. */
const countWord = (n: number): string =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ?? String(n);

export default function AboutPage() {
  const chapters = usePublicChapters();
  const page = usePageData('about');
  // The four latest achievements, as officials published them.
  const achievements = page.state === 'ready' ? page.data.updates : [];
  // At most one SDG card is open; clicking the open one closes it.
  const [openGoal, setOpenGoal] = useState<number | null>(null);
  return (
    <>
      <PageHero
        title="About Meru Youth Voice"
        subtitle="A youth movement for Meru County, by its young people."
        image="/images/banners/about.svg"
      />

      <section className="section" aria-labelledby="who">
        <div className="container split">
          <Reveal>
            <h2 id="who" className="section-title left">
              Who we are
            </h2>
            <p>
              {identity.name} ({identity.shortName}) is a non-governmental, non-partisan youth organisation founded in Meru
              County, Kenya. We bring together more than {identity.membershipFigure} registered members across{' '}
              {countWord(chapters.length)} regional chapters who believe that young people can solve the problems their
              communities face — unemployment, poverty, ill health and a changing climate — when they work together.
            </p>
            <p>
              We unite and empower youth, foster financial independence, promote unity and take on social challenges, working with
              the county government, schools, hospitals and businesses.
            </p>
          </Reveal>
          <img
            src={imageUrl('/images/banners/who-we-are.svg')}
            alt="Members of the four chapters gathered on a hillside in Meru"
            width={1600}
            height={600}
            loading="lazy"
            className="rounded"
          />
        </div>
      </section>

      <section className="section section-sand" aria-label="Motto, mission and vision">
        <div className="container three-cols">
          <Reveal className="statement">
            <h2>Our motto</h2>
            <p className="motto">“Raising voice and creating opportunities”</p>
          </Reveal>
          <Reveal className="statement">
            <h2>Our mission</h2>
            <p>
              To unite and empower young people to achieve financial independence, promote unity and address the social challenges
              facing youth and their communities.
            </p>
          </Reveal>
          <Reveal className="statement">
            <h2>Our vision</h2>
            <p>An empowered, united and self-reliant youth in Meru County, shaping the decisions that shape their lives.</p>
          </Reveal>
        </div>
      </section>

      <section className="section" aria-labelledby="structure">
        <div className="container">
          <h2 id="structure" className="section-title">
            Our {countWord(chapters.length)} regional groups
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
            <Link to="/structure">Meet our leadership team</Link>
          </p>
        </div>
      </section>

      <section className="section section-sand" aria-labelledby="sdgs">
        <div className="container">
          <h2 id="sdgs" className="section-title">
            Our Sustainable Development Goals
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
                    <h4>Focus categories</h4>
                    <ul className="sdg-categories">
                      {card.categories.map((c) => (
                        <li key={c.slug}>
                          <Link to={`/sdg/${card.goal}/${c.slug}`}>{c.title}</Link>
                        </li>
                      ))}
                    </ul>
                    <h4>Our approach</h4>
                    <p>{card.approach}</p>
                  </div>
                  <button
                    type="button"
                    className="button button-outline"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenGoal(open ? null : card.goal)}
                  >
                    {open ? 'Show Less' : 'Read More'}
                    <span className="visually-hidden"> about SDG {card.goal}</span>
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
            Key achievements
          </h2>
          <ul className="achievement-list-compact">
            {achievements.map((a) => (
              <Reveal as="li" key={a.id}>
                <Link to={`/achievements/${a.slug}`}>{a.title}</Link>
                {a.impact ? <span>{a.impact}</span> : null}
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-sand" aria-labelledby="constitution">
        <div className="container center">
          <h2 id="constitution" className="section-title">
            Our constitution
          </h2>
          <p>Read how we are governed: membership, elections, finances and the duties of officials.</p>
          <a href={CONSTITUTION_PDF} className="button button-primary" download>
            <DownloadIcon size={18} /> Download the constitution (PDF)
          </a>
        </div>
      </section>

      <section className="section join-band" aria-labelledby="join">
        <div className="container center">
          <h2 id="join">Join {membershipFigureLabel} young people making a difference</h2>
          <p>Registration takes five minutes and costs KSh 200, paid by M-Pesa.</p>
          <Link to="/membership" className="button button-accent">
            Become a Member
          </Link>
        </div>
      </section>
    </>
  );
}
