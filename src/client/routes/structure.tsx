/** Organizational structure: five levels; one leader card open at a time; Leadership Login. */
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { LEVEL_TITLES, leadersByLevel, type LeaderEntry } from '../content/leaders';
import { imageUrl } from '../../shared/image-url';

const LEVELS: LeaderEntry['level'][] = [1, 2, 3, 4, 5];

function LeaderCard({ leader, open, onToggle }: { leader: LeaderEntry; open: boolean; onToggle: () => void }) {
  const detailId = `leader-${leader.id}-detail`;
  return (
    <li className={`leader-card${open ? ' open' : ''}`}>
      <button type="button" className="leader-toggle" aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
        <img src={imageUrl(leader.image)} alt="" width={120} height={120} loading={leader.level <= 2 ? 'eager' : 'lazy'} />
        <span className="leader-name">{leader.name}</span>
        <span className="leader-position">
          {leader.position}
          {leader.area ? ` — ${leader.area}` : ''}
        </span>
      </button>
      <div id={detailId} className="leader-detail" hidden={!open}>
        <p>
          {leader.bio ??
            `${leader.name} serves as ${leader.position}${leader.area ? ` for the ${leader.area} region` : ''} of Meru Youth Voice.`}
        </p>
      </div>
    </li>
  );
}

export default function StructurePage() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHero
        title="Our Team"
        subtitle="The elected leaders who serve Meru Youth Voice and its four chapters."
        image="/images/banners/structure.svg"
      >
        <Link to="/admin/login" className="button button-accent">
          Leadership Login
        </Link>
      </PageHero>
      <section className="section" aria-label="Organizational chart">
        <div className="container org-chart">
          {LEVELS.map((level) => (
            <section key={level} className={`org-level level-${level}`} aria-labelledby={`level-${level}`}>
              <h2 id={`level-${level}`} className="org-level-title">
                {LEVEL_TITLES[level]}
              </h2>
              <ul className="leader-row">
                {leadersByLevel(level).map((leader) => (
                  <LeaderCard
                    key={leader.id}
                    leader={leader}
                    open={openId === leader.id}
                    onToggle={() => setOpenId(openId === leader.id ? null : leader.id)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
