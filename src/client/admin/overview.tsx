/** Dashboard Overview (spec §2): four stat cards, Recent Members (5) and Chapter Distribution. */
import { RECENT_MEMBERS_SHOWN } from '../../shared/constants';
import { formatLongDate } from '../../shared/dates';
import type { AdminMember, Stats } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { chapterShare } from './chapters-tab';
import { Avatar } from './ui';
import { Icon, type IconName } from './icons';
import { RenewalCounts } from './lifecycle/renewal-counts';

export function Overview(props: { stats: Stats; recent: AdminMember[]; chapters: Chapter[]; onViewAll: () => void }) {
  const { stats } = props;
  // The trend texts are fixed in the spec, not computed.
  const cards: { label: string; value: number; note: string; icon: IconName }[] = [
    { label: 'Total Members', value: stats.totalMembers, note: '+5% vs. last month', icon: 'members' },
    { label: 'Active Members', value: stats.activeMembers, note: '92% of total', icon: 'overview' },
    { label: 'Total Chapters', value: stats.totalChapters, note: 'All regions covered', icon: 'chapters' },
    { label: 'Leadership Team', value: stats.totalLeaders, note: 'Active leadership', icon: 'leaders' },
  ];
  return (
    <div className="adm-overview">
      <div className="adm-stat-grid">
        {cards.map((c) => (
          <article key={c.label} className="adm-card adm-stat">
            <div>
              <p className="adm-stat-label">{c.label}</p>
              <p className="adm-stat-value">{c.value.toLocaleString('en-KE')}</p>
              <p className="adm-stat-note">{c.note}</p>
            </div>
            <span className="adm-stat-icon">
              <Icon name={c.icon} size={22} />
            </span>
          </article>
        ))}
        <RenewalCounts />
      </div>
      <div className="adm-overview-grid">
        <section className="adm-card" aria-labelledby="recent-members">
          <div className="adm-toolbar">
            <h2 id="recent-members" className="adm-panel-title">
              Recent Members
            </h2>
            <button type="button" className="adm-btn adm-btn-small" onClick={props.onViewAll}>
              View All
            </button>
          </div>
          {props.recent.length === 0 ? <p className="adm-empty">No members yet.</p> : null}
          <ul className="adm-recent">
            {props.recent.slice(0, RECENT_MEMBERS_SHOWN).map((m) => (
              <li key={m.id}>
                <Avatar name={m.fullName} src={m.profileImage} />
                <div className="adm-recent-main">
                  <span className="adm-person-name">{m.fullName}</span>
                  <span className="adm-muted">
                    {m.phoneNumber} · {m.chapter ?? '—'}
                  </span>
                </div>
                <span className="adm-muted adm-recent-date">{formatLongDate(m.joinDate)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="adm-card" aria-labelledby="chapter-distribution">
          <h2 id="chapter-distribution" className="adm-panel-title">
            Chapter Distribution
          </h2>
          <ul className="adm-distribution">
            {props.chapters.map((c) => {
              // Spec §9: on the overview the bar is members ÷ (1.5 × total members).
              const width = chapterShare(c.members, stats.totalMembers, 1.5);
              return (
                <li key={c.id}>
                  <div className="adm-bar-label">
                    <span>{c.name}</span>
                    <span>{c.members.toLocaleString('en-KE')} members</span>
                  </div>
                  <div className="adm-bar" aria-hidden="true">
                    <span style={{ width: `${width}%` }} />
                  </div>
                  <p className="adm-muted adm-small">Chapter Leader: {c.leader}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
