/** Dashboard Overview: the stat cards, Recent Members, Chapter Distribution and the events attendance chart. */
import { useQuery } from '@tanstack/react-query';
import { RECENT_MEMBERS_SHOWN } from '../../shared/constants';
import { formatLongDate } from '../../shared/dates';
import { formatCount, plural } from '../../shared/words';
import { overviewNotes } from '../../shared/overview';
import { chapterShare } from './chapters-tab';
import { chaptersQuery, membersQuery, statsQuery } from './queries';
import { PersonSummary, Spinner } from './ui';
import { Icon, type IconName } from './icons';
import { RenewalCounts } from './lifecycle/renewal-counts';
import { AttendanceChart } from './attendance-chart';

export function Overview(props: { onViewAll: () => void }) {
  const stats = useQuery(statsQuery).data;
  const chapters = useQuery(chaptersQuery).data ?? [];
  const recent = useQuery(membersQuery({ page: 1, pageSize: RECENT_MEMBERS_SHOWN })).data?.items ?? [];
  if (!stats) return <Spinner label="Loading..." />;

  // Every note is computed from the figures (src/shared/overview.ts). "Valid memberships" are the
  // ones a card verifies today, so they sit beside Due and Expired without contradicting them.
  const notes = overviewNotes(stats);
  const cards: { label: string; value: number; note: string; icon: IconName }[] = [
    { label: 'Total Members', value: stats.totalMembers, note: notes.total, icon: 'members' },
    { label: 'Valid Memberships', value: stats.validMembers, note: notes.valid, icon: 'overview' },
    { label: 'Total Chapters', value: stats.totalChapters, note: notes.chapters, icon: 'chapters' },
    // Leader records whose status is enabled, not every leader ever appointed.
    { label: 'Leadership Team', value: stats.activeLeaders, note: 'Enabled leader records', icon: 'leaders' },
  ];
  return (
    <div className="adm-overview">
      <div className="adm-stat-grid">
        {cards.map((c) => (
          <article key={c.label} className="adm-card adm-stat">
            <div>
              <p className="adm-stat-label">{c.label}</p>
              <p className="adm-stat-value">{formatCount(c.value)}</p>
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
          {recent.length === 0 ? <p className="adm-empty">No members yet.</p> : null}
          <ul className="adm-recent">
            {recent.map((m) => (
              <li key={m.id}>
                <PersonSummary name={m.fullName} photo={m.profileImage} className="adm-recent-main">
                  <span className="adm-muted">
                    <span className="adm-nowrap">{m.phoneNumber}</span> · {m.chapter ?? '—'}
                  </span>
                </PersonSummary>
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
            {chapters.map((c) => {
              // On the overview a bar is members ÷ (1.5 × all members), so no bar fills the card.
              const width = chapterShare(c.members, stats.totalMembers, 1.5);
              return (
                <li key={c.id}>
                  <div className="adm-bar-label">
                    <span>{c.name}</span>
                    <span className="adm-nowrap">{plural(c.members, 'member')}</span>
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
      <AttendanceChart />
    </div>
  );
}
