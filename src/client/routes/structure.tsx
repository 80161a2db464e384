/**
 * Our Team: the org chart drawn from the officials' leader records (modules/leaders, rendered on
 * the server), one level per band of positions (src/shared/team.ts); Leadership Login.
 */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { PageDataFallback, usePageData } from '../content/page-data';
import { messages } from '../../shared/messages';
import { initialsOf, teamByLevel, type TeamMemberView } from '../../shared/team';
import { positionName } from '../components/position-name';
import { structureMessages as t } from '../../shared/page-messages/structure';

function LeaderCard({ leader, eager }: { leader: TeamMemberView; eager: boolean }) {
  const position = positionName(leader.position);
  return (
    <li className="leader-card">
      {leader.photo ? (
        <img src={leader.photo} alt="" width={96} height={96} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <span className="leader-initials" aria-hidden="true">
          {initialsOf(leader.name)}
        </span>
      )}
      <span className="leader-name">{leader.name}</span>
      <span className="leader-position" lang={position.lang}>
        {position.text}
      </span>
      {leader.chapter ? <span className="leader-chapter">{leader.chapter}</span> : null}
    </li>
  );
}

function OrgChart({ team }: { team: TeamMemberView[] }) {
  const levels = teamByLevel(team);
  if (levels.length === 0) {
    return (
      <div className="no-results team-empty">
        <h2>{messages.teamEmptyTitle}</h2>
        <p>{messages.teamEmptyText}</p>
        <Link to="/contact" className="button button-primary">
          {messages.teamEmptyAction}
        </Link>
      </div>
    );
  }
  return (
    <div className="org-chart">
      {levels.map(({ level, title, leaders }, index) => (
        <section key={level} className={`org-level level-${level}`} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`} className="org-level-title">
            {title}
          </h2>
          <ul className="leader-row">
            {leaders.map((leader) => (
              <LeaderCard key={leader.id} leader={leader} eager={index < 2} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function StructurePage() {
  const page = usePageData('team');
  return (
    <>
      <PageHero title={messages.teamTitle} subtitle={messages.teamSubtitle} image="/images/banners/structure.svg">
        <Link to="/admin/login" className="button button-accent">
          {t.leadershipLogin}
        </Link>
      </PageHero>
      <section className="section" aria-label={t.chart}>
        <div className="container">
          {page.state === 'ready' ? (
            <OrgChart team={page.data.team} />
          ) : page.state === 'not-found' ? null : (
            <PageDataFallback state={page} label={t.listLabel} />
          )}
        </div>
      </section>
    </>
  );
}
